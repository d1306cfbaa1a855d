/** The page for any unknown path (written as 404.html). */
export interface NotFoundProps {
  homeHref: string;
  /** The first doc, when the site has docs. */
  docsHref?: string;
}

export function NotFound({ homeHref, docsHref }: NotFoundProps) {
  return (
    <div className="sg-not-found">
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
      <p>
        The link you followed may be broken, or the page may have moved. Go to the <a href={homeHref}>home page</a>
        {docsHref ? <> or start with the <a href={docsHref}>documentation</a></> : null}.
      </p>
    </div>
  );
}
