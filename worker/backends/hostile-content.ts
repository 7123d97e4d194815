// The `content-hostile` fault: every story the content API answers carries script-injection attempts in its
// text fields and `javascript:` in its external links, as a compromised or careless editor could write them.
// The shop must show them as text and run none of them.

/** One string of the usual ways out of text, attributes, scripts and comments, each calling `alert`. */
export const XSS_PAYLOAD =
  '"\'><script>alert(1)</script><img src=x onerror=alert(2)><svg onload=alert(3)></svg>' +
  '<a href="javascript:alert(4)">x</a></script><!--<script>alert(5)</script>--><iframe srcdoc="<script>alert(6)</script>">' +
  "\u2028{{constructor.constructor('alert(7)')()}}";

/** A link target that runs script when followed. */
export const XSS_URL = 'javascript:alert(8)';

/** Fields that name things rather than say them: ids, slugs, enums, dates, colours and link targets. */
const NAMING_KEYS =
  /^(_uid|_editable|component|uuid|id|group_id|parent_id|slug|full_slug|default_full_slug|lang|linktype|fieldtype|filename|cached_url|url|target|tag_list|feature|sku|code|email|phone|serviceHotline|occasion|errorPageSlug|format|initiallySelectedFormat|selectedValue|value|labelTranslationKey|product|items|person|productSnippet|activeNavigation|flyoutGroupIdentifier|icon|variant|focus|companyLink|reviewBaseLink|content_type|path|real_path|anchor|type|plugin|source)$|(Type|Types|Color|Date|_at|At|Format|Binding|Cover|Paper|Finish|Family|Identifier|Link|Url)$/;

/** Words for people: a letter, and a space, a capital or markup; not a link. */
const isWords = (text: string) =>
  /\p{L}/u.test(text) && /\s|^\p{Lu}|</u.test(text) && !/^(https?:|\/|#|mailto:|tel:)/.test(text);

function poison(value: unknown, key = ''): unknown {
  if (typeof value === 'string')
    return !NAMING_KEYS.test(key) && isWords(value) ? value + XSS_PAYLOAD : value;
  if (Array.isArray(value)) return value.map((item) => poison(item, key));
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const poisoned = Object.fromEntries(
    Object.entries(record).map(([name, item]) => [name, poison(item, name)]),
  );
  if (record.linktype === 'url') return { ...poisoned, url: XSS_URL, cached_url: XSS_URL };
  return poisoned;
}

/** The content API's answer with its stories poisoned; other answers pass as they are. */
export async function hostileAnswer(response: Response): Promise<Response> {
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return response;
  const body = (await response.json()) as Record<string, unknown>;
  const poisoned = {
    ...body,
    ...('story' in body ? { story: poison(body.story) } : {}),
    ...('stories' in body ? { stories: poison(body.stories) } : {}),
  };
  return new Response(JSON.stringify(poisoned), { status: response.status, headers: response.headers });
}
