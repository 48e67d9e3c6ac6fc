/** Loads Google's reCAPTCHA v2 script once, only when a site key is configured. */

export interface Grecaptcha {
  render(
    container: HTMLElement,
    params: {
      sitekey: string;
      theme: 'light' | 'dark';
      size: 'normal' | 'compact';
      type: 'image' | 'audio';
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    __kickoffRecaptchaLoaded?: () => void;
  }
}

const LOAD_TIMEOUT_MS = 15_000;
let loading: Promise<Grecaptcha> | null = null;

export function loadRecaptcha(): Promise<Grecaptcha> {
  if (window.grecaptcha?.render) return Promise.resolve(window.grecaptcha);
  if (loading) return loading;
  loading = new Promise<Grecaptcha>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error('reCAPTCHA load timed out')), LOAD_TIMEOUT_MS);
    function fail(error: Error) {
      clearTimeout(timer);
      loading = null;
      reject(error);
    }
    window.__kickoffRecaptchaLoaded = () => {
      clearTimeout(timer);
      if (window.grecaptcha) resolve(window.grecaptcha);
      else fail(new Error('reCAPTCHA missing after load'));
    };
    const script = document.createElement('script');
    script.src = 'https://www.google.com/recaptcha/api.js?onload=__kickoffRecaptchaLoaded&render=explicit&hl=en';
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      script.remove();
      fail(new Error('reCAPTCHA failed to load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
