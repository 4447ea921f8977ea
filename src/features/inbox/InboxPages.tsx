/**
 * /m/webEmail (the member's mail) and /m/message?id= (one message), SPEC §2 "Mail". Members only
 * (the route's gate). The undo offer after a delete shows on both, so a delete from the detail can be
 * undone from the list it returns to. A lazy chunk.
 */
import { useLocation } from 'wouter';
import { useCatalogueArea } from '../../i18n/areas';
import { href } from '../../routes';
import { InboxList } from './InboxList';
import { MessageDetail } from './MessageDetail';
import { UndoBar } from './UndoBar';
import './inbox.css';

export default function InboxPages() {
  useCatalogueArea('support');
  const [path] = useLocation();
  return (
    <>
      {path === href('message') ? <MessageDetail /> : <InboxList />}
      <UndoBar />
    </>
  );
}
