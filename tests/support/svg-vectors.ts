/** An SVG document around `body`, with the namespaces artwork declares. */
export const svgDocument = (body: string) =>
  `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="10">${body}</svg>`;

/** The attack audit's vectors (issue 34) and their relatives: each must be refused. */
export const HOSTILE_SVG_BODIES = [
  // Entity-encoded script URLs: decimal, hex, zero-padded, without semicolon, HTML named entities.
  '<a href="&#106;avascript:alert(1)"><rect width="5" height="5"/></a>',
  '<a xlink:href="&#x6A;&#x61;vascript:alert(1)"><rect/></a>',
  '<a href="&#0000106;avascript:alert(1)"><rect/></a>',
  '<a href="&#106avascript:alert(1)"><rect/></a>',
  '<a href="java&Tab;script&colon;alert(1)"><rect/></a>',
  '<a href="jav&#x09;ascript:alert(1)"><rect/></a>',
  '<a href="&#x20;JaVaScRiPt:alert(1)"><rect/></a>',
  '<a href="  JAVASCRIPT:alert(1)"><rect/></a>',
  '<a xlink:href="vbscript:msgbox(1)"><rect/></a>',
  // Script elements, any case or prefix, with CDATA.
  '<script>alert(1)</script>',
  '<SCRIPT >alert(1)</SCRIPT>',
  '<script><![CDATA[alert(1)]]></script>',
  '<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>',
  '<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>',
  // Handlers, any case, also added at run time.
  '<rect onload="alert(1)"/>',
  '<g OnClick="alert(1)"/>',
  '<rect ONMOUSEOVER="alert(1)"/>',
  '<rect><set attributeName="onmouseover" to="alert(1)"/></rect>',
  '<a><set attributeName="href" to="javascript:alert(1)"/></a>',
  '<a><animate attributeName="xlink:href" values="&#106;avascript:alert(1)"/></a>',
  // Foreign HTML and embedded documents.
  '<foreignObject><body xmlns="http://www.w3.org/1999/xhtml">x</body></foreignObject>',
  '<g><div xmlns="http://www.w3.org/1999/xhtml">x</div></g>',
  '<iframe src="https://example.com"/>',
  '<embed src="x.swf"/>',
  // data: documents.
  '<image href="data:text/html;base64,PHNjcmlwdD4="/>',
  '<a href="data&colon;text/html,&lt;script&gt;alert(1)&lt;/script&gt;"><rect/></a>',
  '<a><animate attributeName="href" values="data:text/html,x"/></a>',
  // Markup hidden in CDATA outside a style sheet, or markup inside a style sheet.
  '<text><![CDATA[<script>alert(1)</script>]]></text>',
  '<style><![CDATA[</style><script>alert(1)</script>]]></style>',
];

/** Artwork as editors export it: gradients by local reference, CSS in CDATA, editor metadata. */
export const BENIGN_SVG_BODIES = [
  '<rect width="20" height="10" fill="red"/>',
  '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect fill="url(#g)" width="20" height="10"/>',
  '<style><![CDATA[ .a { fill: #c00; } ]]></style><rect class="a" width="5" height="5"/>',
  '<use xlink:href="#r"/><rect id="r" width="2" height="2"/>',
  '<a href="https://example.ch/a&amp;b"><text>Optik &amp; Brillen &#169;</text></a>',
  '<metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>',
];
