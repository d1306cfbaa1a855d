/**
 * `@theme/DocCardList`: cards for the docs of the category the page is in (`items` is ignored: the sidebar knows them).
 */
import { DocCardList as ThemeDocCardList } from '../components/DocCardList.tsx';

export default function DocCardList({ className }: { items?: unknown; className?: string }) {
  return (
    <div className={className}>
      <ThemeDocCardList />
    </div>
  );
}
