import type { BrandCategory } from '../../domain/contracts/brand-analysis.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { formatShare } from '../../domain/share-format.ts';

/** What a brand is searched for, by category: how many keywords, how much volume, which keywords lead. */
export function CategoryTable({ brand, categories }: { brand: string; categories: readonly BrandCategory[] }) {
  return (
    <div className="brand-table-wrap" role="region" aria-label={`Categories of ${brand}`} tabIndex={0}>
      <table className="brand-table">
        <caption className="visually-hidden">The categories of the keywords of {brand}, largest volume first</caption>
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col" className="num">Keywords</th>
            <th scope="col" className="num">Avg. volume</th>
            <th scope="col" className="num">Part of the brand</th>
            <th scope="col">Largest keywords</th>
          </tr>
        </thead>
        <tbody>
          {categories.map((category) => (
            <tr key={category.name}>
              <th scope="row">{category.name}</th>
              <td className="num">{formatNumber(category.keyword_count)}</td>
              <td className="num">{formatNumber(category.volume)}</td>
              <td className="num">{formatShare(category.share_of_brand)}</td>
              <td className="brand-wrap">{category.keywords.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
