/** The frame of an insights section (a titled card) and of a chart in it (a figure with caption). */
import type { ReactNode } from 'react';

export function InsightsCard({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="insights-card" aria-labelledby={id}>
      <h2 className="insights-title" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Figure({ caption, children }: { caption: ReactNode; children: ReactNode }) {
  return (
    <figure className="insights-figure">
      {children}
      <figcaption className="insights-caption">{caption}</figcaption>
    </figure>
  );
}
