type Props = { platform: string; title: string; wide?: boolean; children?: React.ReactNode };

/** The platform host's pages (sign-up, verification, the wizard): one card, readable without any site's theme. */
export function PlatformCard({ platform, title, wide = false, children }: Props) {
  return (
    <main id="main" className="grid min-h-screen place-items-center bg-neutral-50 px-6 py-12 text-neutral-900">
      <div className={`w-full ${wide ? 'max-w-2xl' : 'max-w-md'} rounded-2xl bg-white p-8 shadow-xl ring-1 ring-black/5`}>
        <p className="text-sm font-medium uppercase tracking-wide text-neutral-500">{platform}</p>
        <h1 className="mt-1 text-2xl font-semibold">{title}</h1>
        {children}
      </div>
    </main>
  );
}

/** A short text under the card's title. */
export function CardText({ children }: { children: React.ReactNode }) {
  return <p className="mt-3 text-neutral-700">{children}</p>;
}

/** A link styled as the card's secondary action. */
export function CardLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a
      href={href}
      className="font-medium text-primary underline underline-offset-2 focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary"
    >
      {children}
    </a>
  );
}
