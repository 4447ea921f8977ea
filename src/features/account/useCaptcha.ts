/** A captcha image (SPEC §4): fetched on demand, refreshed on tap; single use on the server. */
import { useCallback, useRef, useState } from 'react';
import type { CaptchaValue } from '../../api/account-wire';
import { accountApi } from './api';

export function useCaptcha() {
  const [captcha, setCaptcha] = useState<CaptchaValue | null>(null);
  const [failed, setFailed] = useState(false);
  const sequence = useRef(0);
  const refresh = useCallback(async () => {
    // Only the newest request counts: a slow earlier answer must not replace a newer image.
    const mine = ++sequence.current;
    try {
      const value = await accountApi.captcha();
      if (mine === sequence.current) {
        setCaptcha(value);
        setFailed(false);
      }
    } catch (error) {
      console.warn('captcha unavailable', error);
      if (mine === sequence.current) setFailed(true);
    }
  }, []);
  return { captcha, failed, refresh };
}
