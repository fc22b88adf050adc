import { Toaster as SonnerToaster } from 'sonner';

export { toast } from 'sonner';

/** The place toasts appear; mounted once at the root. */
export function Toaster() {
  return <SonnerToaster position="top-center" richColors closeButton duration={4000} />;
}
