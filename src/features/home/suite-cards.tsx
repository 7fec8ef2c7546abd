import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { HomeCard } from '../../domain/home-cards.ts';
import { BrandsFigure, MonitoringFigure, ResearchFigureText, SiteSearchFigureText } from './card-figures.tsx';
import { AiFigure, ChatFigure, ContentFigure } from './suite-figures.tsx';

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
    case 'content':
      return <ContentFigure companyId={companyId} />;
    case 'ai':
      return <AiFigure companyId={companyId} />;
    case 'chat':
      return <ChatFigure companyId={companyId} />;
  }
}

/** One card per suite the person may open; the whole card is its heading's link (one tab stop, one name). */
export function SuiteCards({ cards, companyId }: { cards: readonly HomeCard[]; companyId: number }) {
  return (
    <ul className="home-cards">
      {cards.map((card) => (
        <li key={card.id} className="home-card" data-card={card.id}>
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
