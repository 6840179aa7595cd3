/**
 * The XSS corpus: each vector sets `top.__xss` (or opens a dialog) if it ever runs — in the page,
 * in an attribute, in a frame. `top` reaches the page from a same-origin frame (srcdoc) too.
 * No vector holds a NUL byte or a lone surrogate: those are refused elsewhere (finding 5).
 */
export const SCRIPT_VECTORS = [
  '<script>top.__xss=1</script>',
  '<img src=x onerror=top.__xss=1>',
  '<svg onload=top.__xss=1>',
  '<svg><script>top.__xss=1</script></svg>',
  '<iframe srcdoc="<script>top.__xss=1</script>"></iframe>',
  '<iframe src="javascript:top.__xss=1"></iframe>',
  '<a href="javascript:top.__xss=1">x</a>',
  '"><script>top.__xss=1</script>',
  "'><img src=x onerror=top.__xss=1>",
  '" onmouseover="top.__xss=1" x="',
  "' onfocus='top.__xss=1' autofocus x='",
  '</title><script>top.__xss=1</script>',
  '</textarea><script>top.__xss=1</script>',
  '</script><script>top.__xss=1</script>',
  '</style><script>top.__xss=1</script>',
  '<body onload=top.__xss=1>',
  '<details open ontoggle=top.__xss=1>',
  '<input autofocus onfocus=top.__xss=1>',
  '<video><source onerror=top.__xss=1></video>',
  '<audio src=x onerror=top.__xss=1>',
  '<object data="javascript:top.__xss=1"></object>',
  '<embed src="javascript:top.__xss=1">',
  '<math><mtext><table><mglyph><style><img src=x onerror=top.__xss=1>',
  '<noscript><p title="</noscript><img src=x onerror=top.__xss=1>">',
  "<style>@import 'javascript:top.__xss=1';</style>",
  '<link rel=stylesheet href="javascript:top.__xss=1">',
  '<meta http-equiv="refresh" content="0;url=javascript:top.__xss=1">',
  '<form action="javascript:top.__xss=1"><button>x</button></form>',
  '<button formaction="javascript:top.__xss=1">x</button>',
  '<svg><a xlink:href="javascript:top.__xss=1"><text x=20 y=20>x</text></a></svg>',
  '<svg><animate onbegin=top.__xss=1 attributeName=x dur=1s>',
  '<svg><set attributeName=onload to=top.__xss=1 />',
  '<img src="x" onerror="&#116;&#111;&#112;.__xss=1">',
  '<img src=x onerror=\\u0074op.__xss=1>',
  '<IMG SRC=x OnErRoR=top.__xss=1>',
  '<img/src=x/onerror=top.__xss=1>',
  '<img src=x onerror\u000b=top.__xss=1>',
  '<scr<script>ipt>top.__xss=1</scr</script>ipt>',
  '<!--<img src="--><img src=x onerror=top.__xss=1//">',
  '<![CDATA[<script>top.__xss=1</script>]]>',
  '<a href="https://example.ch" target=_blank onclick=top.__xss=1>x</a>',
  '<marquee onstart=top.__xss=1>',
  '<div style="background:url(javascript:top.__xss=1)">',
  '<base href="javascript:top.__xss=1//">',
  '<template><img src=x onerror=top.__xss=1></template><img src=x onerror=top.__xss=1>',
  '"-top.__xss=1-"',
  "';top.__xss=1;//",
  '<svg/onload=alert(1)>',
  '<img src=x onerror=alert(document.domain)>',
  // Template injection: harmless as text, fatal if some layer evaluates it.
  "{{constructor.constructor('top.__xss=1')()}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal text is the vector
  '${top.__xss=1}',
  '#{top.__xss=1}',
  '<%= top.__xss=1 %>',
  '[[top.__xss=1]]',
  // Unicode and encoding tricks.
  '\\u003cscript\\u003etop.__xss=1\\u003c/script\\u003e',
  '＜script＞top.__xss=1＜/script＞',
  '\u202e<script>top.__xss=1</script>',
  '<scr\u200bipt>top.__xss=1</scr\u200bipt>',
  '%3Cscript%3Etop.__xss%3D1%3C%2Fscript%3E',
  '&lt;script&gt;top.__xss=1&lt;/script&gt;',
  '<img src=x onerror=top&#46;__xss=1>',
];

/** Link targets: where a stored URL becomes an href. */
export const URL_VECTORS = [
  'javascript:top.__xss=1',
  'JaVaScRiPt:top.__xss=1',
  ' javascript:top.__xss=1',
  'java\tscript:top.__xss=1',
  '&#106;avascript:top.__xss=1',
  'data:text/html,<script>top.__xss=1</script>',
  'data:text/html;base64,PHNjcmlwdD50b3AuX194c3M9MTwvc2NyaXB0Pg==',
  'vbscript:top.__xss=1',
  'https://example.ch/" onmouseover="top.__xss=1',
  "https://example.ch/' onfocus='top.__xss=1' autofocus='",
  'https://example.ch/"><script>top.__xss=1</script>',
];

export const ALL_VECTORS = [...SCRIPT_VECTORS, ...URL_VECTORS];

/** Splits the vectors into texts no longer than `max`, so each fits the field it is stored in. */
export function chunks(vectors: string[], max: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const vector of vectors) {
    const next = current ? `${current} | ${vector}` : vector;
    if (next.length > max && current) {
      out.push(current);
      current = vector.slice(0, max);
    } else current = next.slice(0, max);
  }
  if (current) out.push(current);
  return out;
}

/** A rich text document holding every vector as text, as link targets and as hostile node types and attributes. */
export function hostileDocument() {
  const paragraph = (value: string, marks?: unknown[]) => ({ type: 'paragraph', content: [{ type: 'text', text: value, ...(marks ? { marks } : {}) }] });
  return {
    type: 'doc',
    content: [
      ...ALL_VECTORS.map((vector) => paragraph(vector)),
      ...URL_VECTORS.map((href) => paragraph('Link', [{ type: 'link', attrs: { href, target: '_blank', onclick: 'top.__xss=1' } }])),
      { type: 'script', content: [{ type: 'text', text: 'top.__xss=1' }] },
      { type: 'iframe', attrs: { srcdoc: '<script>top.__xss=1</script>', src: 'javascript:top.__xss=1' } },
      { type: 'image', attrs: { src: 'x', onerror: 'top.__xss=1' } },
      {
        type: 'paragraph',
        attrs: { onclick: 'top.__xss=1', style: 'background:url(javascript:top.__xss=1)', class: '"><script>top.__xss=1</script>' },
        content: [{ type: 'text', text: 'attrs' }],
      },
      {
        type: 'heading',
        attrs: { level: '2 onmouseover=top.__xss=1' },
        content: [{ type: 'text', text: 'heading', marks: [{ type: 'bold', attrs: { onclick: 'top.__xss=1' } }] }],
      },
      { type: 'text', text: '<script>top.__xss=1</script>' },
    ],
  };
}

/**
 * Markup that must never appear in the rendered content, whatever stopped it from running
 * (escaping, the sanitizer or the Content Security Policy): inline handlers, script elements,
 * srcdoc frames and script URLs in any attribute.
 */
export function dangerousMarkup(root: Element): string[] {
  const found: string[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (tag === 'script') found.push('<script>');
    for (const attribute of Array.from(element.attributes)) {
      // Browsers ignore whitespace and control characters inside a URL's scheme.
      const value = Array.from(attribute.value)
        .filter((character) => character.charCodeAt(0) > 32)
        .join('')
        .toLowerCase();
      if (/^on/i.test(attribute.name) || attribute.name === 'srcdoc') found.push(`<${tag} ${attribute.name}>`);
      if (/^(javascript|vbscript|data:text\/html)/.test(value)) found.push(`<${tag} ${attribute.name}=${attribute.value.slice(0, 40)}>`);
    }
  }
  return found;
}
