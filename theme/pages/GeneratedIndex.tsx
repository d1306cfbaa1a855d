import { cardEntries, DocCard } from '../components/DocCardList.tsx';
import type { SidebarCategoryEntry } from '../data/siteData.ts';

/** The page of a category with `link: { type: 'generated-index' }`: its description and a card per item. */
export function GeneratedIndex({ category, description }: { category: SidebarCategoryEntry; description: string }) {
  return (
    <>
      {description ? <p className="sg-generated-index__description">{description}</p> : null}
      <section className="sg-cards">
        {cardEntries(category.items).map((entry) => (
          <DocCard key={`${entry.type}:${entry.label}`} entry={entry} />
        ))}
      </section>
    </>
  );
}
