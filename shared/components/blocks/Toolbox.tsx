// Toolbox (island toolbox): choose a file and a tool, the shop's tool endpoint answers with the resulting file,
// offered for download; a failure says so and keeps the chosen file.
import { type FormEvent, useEffect, useId, useState } from 'react';
import { fill } from '../../i18n/fill';
import { browserShopClient } from '../../shop/client';
import { SHOP_PATHS } from '../../shop/endpoints';
import { postToShop } from '../../shop/post';
import { Icon } from '../icons/Icon';
import { usePage } from '../page-context';
import {
  TOOLBOX_ACCEPT,
  TOOLBOX_FILE_FIELD,
  type ToolboxProps,
  type ToolboxTool,
  toolboxResultName,
} from './toolbox-props';

type Status = 'idle' | 'working' | 'done' | 'failed' | 'no-file';

/** The island's component; hydrated on the first interaction. */
export function Toolbox({ headline, tools }: ToolboxProps) {
  const { texts, site } = usePage();
  const words = texts.toolbox;
  const id = useId();
  const [tool, setTool] = useState<ToolboxTool>(tools[0] ?? 'convert-file');
  const [status, setStatus] = useState<Status>('idle');
  const [result, setResult] = useState<{ href: string; name: string } | null>(null);

  useEffect(() => () => (result ? URL.revokeObjectURL(result.href) : undefined), [result]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'working') return;
    const input = event.currentTarget.elements.namedItem(TOOLBOX_FILE_FIELD) as HTMLInputElement | null;
    const file = input?.files?.[0];
    if (!file) return setStatus('no-file');
    setStatus('working');
    setResult(null);
    const body = new FormData();
    body.append(TOOLBOX_FILE_FIELD, file, file.name);
    const answer = await postToShop(browserShopClient(site), SHOP_PATHS.toolbox(tool), body);
    const blob = answer.ok ? await answer.response.blob().catch(() => null) : null;
    if (!answer.ok || !blob) return setStatus('failed');
    const name = toolboxResultName(tool, file.name, answer.response.headers.get('content-disposition'));
    setResult({ href: URL.createObjectURL(blob), name });
    setStatus('done');
  };

  return (
    <section className="my-10 rounded-xl bg-cream p-6" data-toolbox>
      {headline && <h2 className="font-head text-2xl font-semibold mb-4">{headline}</h2>}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {tools.length > 1 && (
          <fieldset className="flex flex-wrap gap-4 border-0 p-0 m-0">
            <legend className="mb-2 text-sm font-semibold">{words.tool}</legend>
            {tools.map((choice) => (
              <label key={choice} className="inline-flex items-center gap-2 cursor-pointer">
                <input
                  type="radio"
                  name="tool"
                  value={choice}
                  checked={tool === choice}
                  onChange={() => setTool(choice)}
                />
                {words.tools[choice]}
              </label>
            ))}
          </fieldset>
        )}
        <div>
          <label htmlFor={`${id}-file`} className="block mb-1 text-sm font-semibold">
            {words.file}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            name={TOOLBOX_FILE_FIELD}
            accept={TOOLBOX_ACCEPT[tool]}
            required
            className="block w-full text-ink"
          />
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            disabled={status === 'working'}
            className="rounded-full bg-accent px-6 py-3 font-semibold text-accent-ink cursor-pointer hover:opacity-90 disabled:opacity-60 disabled:cursor-wait"
          >
            {status === 'working' ? words.working : tools.length > 1 ? words.start : words.tools[tool]}
          </button>
          {result && (
            <a
              href={result.href}
              download={result.name}
              className="inline-flex items-center gap-2 font-semibold text-accent underline"
              data-toolbox-result
            >
              <Icon name="download" size={18} />
              {fill(words.download, { name: result.name })}
            </a>
          )}
        </div>
        {(status === 'failed' || status === 'no-file') && (
          <p role="alert" className="text-sm text-sale" data-toolbox-error>
            {status === 'failed' ? words.failed : words.noFile}
          </p>
        )}
      </form>
    </section>
  );
}
