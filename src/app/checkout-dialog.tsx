import { useLocation, useNavigate } from '@tanstack/react-router';
import { ModalDialog } from '../ui/modal-dialog.tsx';

/** SPEC §2: `checkout=success` on any route shows this dialog; closing it removes the query. */
export function CheckoutDialog() {
  const location = useLocation();
  const navigate = useNavigate();
  const outcome = new URLSearchParams(location.searchStr).get('checkout');
  const open = outcome === 'success' || outcome === 'cancel';
  const close = () => {
    const params = new URLSearchParams(location.searchStr);
    params.delete('checkout');
    const rest = params.toString();
    void navigate({ href: `${location.pathname}${rest ? `?${rest}` : ''}`, replace: true });
  };
  return (
    <ModalDialog open={open} labelledBy="checkout-title" className="app-dialog" onClose={close}>
      {outcome === 'cancel' ? (
        <>
          <h2 id="checkout-title">Checkout cancelled</h2>
          <p>Nothing was charged. Your plan stays as it was; you can choose a plan again at any time.</p>
        </>
      ) : (
        <>
          <h2 id="checkout-title">Thank you for your purchase</h2>
          <p>Your payment went through. Your new plan is active; the receipt is on its way to your e-mail address.</p>
        </>
      )}
      <button type="button" onClick={close} autoFocus>
        Close
      </button>
    </ModalDialog>
  );
}
