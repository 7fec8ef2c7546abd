import { useLocation, useNavigate } from '@tanstack/react-router';
import { CHECKOUT_OUTCOMES, type CheckoutOutcome } from '../domain/contracts/checkout.ts';
import { ModalDialog } from '../ui/modal-dialog.tsx';

const TEXTS: Record<CheckoutOutcome, { title: string; body: string }> = {
  // The return URL changes no plan (decision 0044): the payment provider's signed webhook does, and the socket brings it here.
  success: {
    title: 'Thank you for your purchase',
    body: 'Your payment went through. Your new plan is active as soon as the payment provider confirms it, usually within a minute; the workbench updates by itself. The receipt is on its way to your e-mail address.',
  },
  cancel: { title: 'Checkout cancelled', body: 'Nothing was charged. Your plan stays as it was; you can choose a plan again at any time.' },
  requested: {
    title: 'Your request is with our sales team',
    body: 'Online payment is not connected in this installation, so our sales team has your plan request and will contact you by e-mail. Your plan stays as it is until then.',
  },
};

const isOutcome = (value: string | null): value is CheckoutOutcome => CHECKOUT_OUTCOMES.some((outcome) => outcome === value);

/** SPEC §2: `checkout=success` on any route shows this dialog (so do `cancel` and `requested`); closing it removes the query. */
export function CheckoutDialog() {
  const location = useLocation();
  const navigate = useNavigate();
  const outcome = new URLSearchParams(location.searchStr).get('checkout');
  const close = () => {
    const params = new URLSearchParams(location.searchStr);
    params.delete('checkout');
    const rest = params.toString();
    void navigate({ href: `${location.pathname}${rest ? `?${rest}` : ''}`, replace: true });
  };
  const text = isOutcome(outcome) ? TEXTS[outcome] : null;
  return (
    <ModalDialog open={text !== null} labelledBy="checkout-title" className="app-dialog" onClose={close}>
      {text && (
        <>
          <h2 id="checkout-title">{text.title}</h2>
          <p>{text.body}</p>
        </>
      )}
      <button type="button" onClick={close} autoFocus>
        Close
      </button>
    </ModalDialog>
  );
}
