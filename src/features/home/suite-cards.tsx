import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { HomeCard } from '../../domain/home-cards.ts';
import { BrandsFigure, MonitoringFigure, ResearchFigureText, SiteSearchFigureText } from './card-figures.tsx';

/** What a suite not built yet says: where it leads, and plainly that there is nothing to show yet. */
const NOT_BUILT: Readonly<Record<string, string>> = {
  content: 'Content projects, WDF*IDF, briefings and the content editor. This suite is not built yet: its screens open, but hold no projects.',
  ai: 'Projects for the AI Suite. This suite is not built yet: its screens open, but hold no projects.',
  chat: 'Chat about keywords and content. This suite is not built yet: its screen opens, but cannot answer yet.',
};

function figureOf(card: HomeCard, companyId: number): ReactNode {
  switch (card.id) {
    case 'research':
      return <ResearchFigureText companyId={companyId} enabled={card.href === '/collections'} />;
    case 'brands':
      return <BrandsFigure companyId={companyId} />;
    case 'monitoring':
      return <MonitoringFigure companyId={companyId} />;
    case 'internal-searches':
      return <SiteSearchFigureText companyId={companyId} />;
    default:
      return <p className="muted">{NOT_BUILT[card.id]}</p>;
  }
}

/** One card per suite the person may open; the whole card is its heading's link (one tab stop, one name). */
export function SuiteCards({ cards, companyId }: { cards: readonly HomeCard[]; companyId: number }) {
  return (
    <ul className="home-cards">
      {cards.map((card) => (
        <li key={card.id} className={`home-card${card.built ? '' : ' home-card-unbuilt'}`} data-card={card.id}>
          <h3>
            <Link to={card.href} className="home-card-link">
              {card.title}
            </Link>
          </h3>
          {figureOf(card, companyId)}
        </li>
      ))}
    </ul>
  );
}
