// The payment-method logos of the footer, 73 px wide.
import type { PaymentMethod } from '../../../schemas/footer';
import { Image } from '../../Image';
import { usePage } from '../../page-context';

export function PaymentMethods({ methods }: { methods: PaymentMethod[] }) {
  const { texts } = usePage();
  if (methods.length === 0) return null;
  return (
    <section className="py-4" data-payment-methods="">
      <h2 className="sr-only">{texts.footer.paymentMethods}</h2>
      <ul className="m-0 flex list-none flex-wrap items-center justify-center gap-4 p-0">
        {methods.map((method) => (
          <li key={method.id} className="flex">
            <Image src={method.filename} alt={method.id} preset="paymentMethod" ratio="73/46" />
          </li>
        ))}
      </ul>
    </section>
  );
}
