// Voucher (island voucher): a code to copy (clipboard, or selected for a manual copy) and to apply to the basket.
import { useEffect, useRef, useState } from 'react';
import { logEvent } from '../../browser/log';
import { browserShopClient } from '../../shop/client';
import { SHOP_PATHS } from '../../shop/endpoints';
import { postToShop } from '../../shop/post';
import { Icon } from '../icons/Icon';
import { usePage } from '../page-context';
import { VOUCHER_COPIED_MS, VOUCHER_LOG_ID, type VoucherProps } from './voucher-props';

type Copy = 'idle' | 'copied' | 'selected';
type Apply = 'idle' | 'applying' | 'applied' | 'failed';

/** The island's component; hydrated on the first interaction, a click before that is replayed. */
export function Voucher({ headline, code, text }: VoucherProps) {
  const { texts, site } = usePage();
  const words = texts.voucher;
  const codeRef = useRef<HTMLElement>(null);
  const [copy, setCopy] = useState<Copy>('idle');
  const [apply, setApply] = useState<Apply>('idle');

  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = setTimeout(() => setCopy('idle'), VOUCHER_COPIED_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  const selectCode = () => {
    const element = codeRef.current;
    if (element) window.getSelection()?.selectAllChildren(element);
    setCopy('selected');
  };

  const onCopy = () => {
    if (!navigator.clipboard) return selectCode();
    navigator.clipboard.writeText(code).then(() => setCopy('copied'), selectCode);
  };

  const onApply = async () => {
    setApply('applying');
    const result = await postToShop(browserShopClient(site), SHOP_PATHS.voucher, { code });
    if (!result.ok) logEvent(VOUCHER_LOG_ID, { code, status: result.status });
    setApply(result.ok ? 'applied' : 'failed');
  };

  return (
    <section
      className="my-10 rounded-xl border-2 border-dashed border-accent bg-cream p-6 text-center"
      data-voucher
    >
      {headline && <h2 className="font-head text-2xl font-semibold mb-2">{headline}</h2>}
      {text && <p className="text-muted mb-4">{text}</p>}
      <div className="flex flex-wrap items-center justify-center gap-3">
        <span className="sr-only">{words.code}</span>
        <code
          ref={codeRef}
          className="rounded-lg bg-surface px-4 py-2 font-mono text-2xl tracking-widest text-ink select-all"
          data-voucher-code
        >
          {code}
        </code>
        <button
          type="button"
          onClick={onCopy}
          className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-4 py-2 text-ink cursor-pointer hover:border-accent"
          data-voucher-copy
        >
          <Icon name={copy === 'copied' ? 'check' : 'tag'} size={18} />
          {copy === 'copied' ? words.copied : words.copy}
        </button>
        <button
          type="button"
          onClick={onApply}
          disabled={apply === 'applying' || apply === 'applied'}
          className="rounded-full bg-accent px-5 py-2 font-semibold text-accent-ink cursor-pointer hover:opacity-90 disabled:opacity-60 disabled:cursor-default"
          data-voucher-apply
        >
          {apply === 'applying' ? words.applying : words.apply}
        </button>
      </div>
      <p role="status" className="mt-3 text-sm text-muted" data-voucher-status>
        {copy === 'selected' && words.selected}
        {apply === 'applied' && words.applied}
      </p>
      {apply === 'failed' && (
        <p role="alert" className="mt-2 text-sm text-sale" data-voucher-error>
          {words.failed}
        </p>
      )}
    </section>
  );
}
