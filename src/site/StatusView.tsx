type Props = { title: string; text: string; homeHref?: string; homeLabel?: string; children?: React.ReactNode };

/** A full-page message (404, no access, unknown site) that stays readable without any theme. */
export function StatusView({ title, text, homeHref, homeLabel, children }: Props) {
  return (
    <main id="main" className="grid min-h-screen place-items-center bg-background px-6 py-16 text-text">
      <div className="max-w-lg text-center">
        <h1 className="font-heading text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg opacity-80">{text}</p>
        {children}
        {homeHref && homeLabel ? (
          <a href={homeHref} className="mt-8 inline-block rounded-full bg-primary px-6 py-3 font-medium text-white shadow hover:opacity-90">
            {homeLabel}
          </a>
        ) : null}
      </div>
    </main>
  );
}
