/**
 * /m/liveChat: the member's conversation with customer service (flag CBS3). Members only (the
 * route's gate); switched off for the site → a designed unavailable state. A lazy chunk.
 */
import { useCatalogueArea } from '../../i18n/areas';
import { ChatView } from './ChatView';
import './chat.css';

export default function LiveChatPage() {
  useCatalogueArea('support');
  return <ChatView />;
}
