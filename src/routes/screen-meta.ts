/**
 * Title and purpose of each screen of SPEC §2. Screens that later issues build show these as their
 * h1 and empty state, so a person always learns what the screen is for.
 */
export type ScreenMeta = { readonly title: string; readonly purpose: string };

export const SCREEN_META: Readonly<Record<string, ScreenMeta>> = {
  '/': { title: 'Home', purpose: 'Your starting point: recent collections, running jobs and shortcuts into every suite.' },
  '/collections': { title: 'Collections', purpose: 'Saved keyword collections of your company. Create one from a search volume lookup or the keyword clipboard.' },
  '/research/{researchname}': { title: 'Research', purpose: 'The keywords of one research, with volumes, trends, difficulty and SERP features.' },
  '/research/shared/{shareid}': { title: 'Shared research', purpose: 'A research shared with you by link, read-only.' },
  '/ideas': { title: 'Ideas', purpose: 'Keyword ideas around a seed keyword or a domain.' },
  '/suggests': { title: 'Suggests', purpose: 'Autocomplete suggestions for a keyword, letter by letter.' },
  '/searchvolume': { title: 'Google Search Volume', purpose: 'Paste up to 10,000 keywords to get their monthly Google search volume and trend.' },
  '/questions': { title: 'Questions', purpose: 'The questions people ask around a keyword, with their search volume.' },
  '/brands': { title: 'Brand Dashboards', purpose: 'Dashboards that follow the search interest in brands over time.' },
  '/brand-index/{brandindex}': { title: 'Brand Index', purpose: 'The brand index: how search interest is shared between the brands of a market.' },
  '/brand-analysis/{brandindex}': { title: 'Brand analysis', purpose: 'A closer look at one brand index: trends, seasons and related searches.' },
  '/add-dashboard': { title: 'Add dashboard', purpose: 'Set up a new brand dashboard from a list of brands.' },
  '/content-projects': { title: 'Content Projects', purpose: 'Content projects plan a text from keyword, competitors and WDF*IDF analysis to the finished draft.' },
  '/content-project/setup': { title: 'New content project', purpose: 'Choose the main keyword, language and competitors of a new content project.' },
  '/wdf-idf': { title: 'WDF*IDF', purpose: 'Compare the term weighting of your text with the pages that rank for a keyword.' },
  '/briefing/{project_id}/{share_id?}': { title: 'Briefing', purpose: 'The writing briefing of a content project, shareable with authors.' },
  '/content-project/competitors/{project_id}/{share_id?}': { title: 'Competitor analysis', purpose: 'The pages that rank for the project keyword and how relevant each one is.' },
  '/content-project/wdf-idf/{project_id}/{share_id?}': { title: 'Project WDF*IDF', purpose: 'Term weighting of the project keyword across the competing pages.' },
  '/content-editor/{project_id}/{share_id?}': { title: 'Content editor', purpose: 'Write the text with a live content score and the terms still missing.' },
  '/monitoring': { title: 'Monitoring', purpose: 'Ranking projects that track your positions and visibility every day.' },
  '/monitoring/setup': { title: 'New monitoring project', purpose: 'Choose the domain, device, location and keywords to track.' },
  '/monitoring/project/{id}': { title: 'Monitoring project', purpose: 'Positions, visibility and competitors of one monitoring project.' },
  '/quickseo/monitoring': { title: 'Monitoring', purpose: 'Ranking projects that track your positions and visibility every day.' },
  '/quickseo/monitoring/setup': { title: 'New monitoring project', purpose: 'Choose the domain, device, location and keywords to track.' },
  '/quickseo/monitoring/project/{id}': { title: 'Monitoring project', purpose: 'Positions, visibility and competitors of one monitoring project.' },
  '/internal-searches': { title: 'Internal Searches', purpose: 'What visitors search for on your own site, next to what they search for on Google.' },
  '/internal-searches/project': { title: 'Internal Searches project', purpose: 'The searches of one site with their trend and Google volume.' },
  '/internal-searches/setup': { title: 'New Internal Searches project', purpose: 'Connect the site search data of one of your sites.' },
  '/quickseo/internal-searches': { title: 'Internal Searches', purpose: 'What visitors search for on your own site, next to what they search for on Google.' },
  '/quickseo/internal-searches/project': { title: 'Internal Searches project', purpose: 'The searches of one site with their trend and Google volume.' },
  '/quickseo/internal-searches/setup': { title: 'New Internal Searches project', purpose: 'Connect the site search data of one of your sites.' },
  '/ai-suite': { title: 'AI Suite', purpose: 'AI projects that draft texts and metadata from your keyword research.' },
  '/ai-suite/setup': { title: 'New AI project', purpose: 'Choose what the AI should write and from which keywords.' },
  '/ai-suite/project/{id}': { title: 'AI project', purpose: 'The drafts of one AI project, ready to edit and export.' },
  '/seo-ai': { title: 'AI Chat (beta)', purpose: 'Ask questions about SEO and your keyword data in a chat.' },
  '/knowledge': { title: 'Knowledge base', purpose: 'Tutorials and answers about every suite of the workbench.' },
  '/settings': { title: 'Settings', purpose: 'Company settings: users, rights and defaults.' },
  '/pricing': { title: 'Pricing', purpose: 'Plans and prices.' },
  '/login/{auth?}': { title: 'Log in', purpose: 'Log in to the workbench.' },
  '/setpassword/{code?}': { title: 'Set your password', purpose: 'Choose a password with the link from your e-mail.' },
  '/resetpassword/{code?}': { title: 'Reset your password', purpose: 'Get a link to choose a new password.' },
  '/register': { title: 'Create an account', purpose: 'Ask for an account for your company.' },
  '/sso/{sso_code?}': { title: 'Signing you in', purpose: 'Single sign-on from your partner portal.' },
  '/logout': { title: 'Logging out', purpose: 'Ending your session.' },
  '/maintenance': { title: 'Maintenance', purpose: 'The workbench is being updated and will be back shortly.' },
  '/endoftest': { title: 'Your trial has ended', purpose: 'The test period of your company has ended.' },
};

export function screenMeta(pattern: string): ScreenMeta {
  const meta = SCREEN_META[pattern];
  if (!meta) throw new Error(`No screen meta for ${pattern}`);
  return meta;
}
