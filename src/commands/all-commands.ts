import { AI_CHAT_COMMANDS } from '../features/ai-chat/ai-chat-commands.ts';
import { AI_PROJECT_COMMANDS, AI_SUITE_LIST_COMMANDS } from '../features/ai-suite/ai-suite-commands.ts';
import { CONTENT_EDITOR_COMMANDS } from '../features/content/editor/editor-commands.ts';
import { AD_HOC_WDF_IDF_COMMANDS, BRIEFING_COMMANDS, PROJECT_WDF_IDF_COMMANDS } from '../features/content/analysis/analysis-commands.ts';
import { CONTENT_EDITOR_PAGE_COMMANDS } from '../features/content/editor-page/editor-page-commands.ts';
import { CONTENT_PROJECT_FRAME_COMMANDS } from '../features/content/project-frame/frame-commands.ts';
import { CONTENT_PROJECT_LIST_COMMANDS, CONTENT_PROJECT_SETUP_COMMANDS } from '../features/content/projects/project-commands.ts';
import { CONTENT_COMPETITOR_COMMANDS } from '../features/content/competitors/competitor-commands.ts';
import { ADD_DASHBOARD_COMMANDS, BRAND_ANALYSIS_COMMANDS, BRAND_INDEX_COMMANDS, BRAND_LIST_COMMANDS } from '../features/brands/brand-commands.ts';
import { HOME_COMMANDS } from '../features/home/home-commands.ts';
import { COLLECTION_LIST_COMMANDS, GO_TO_COLLECTION_COMMANDS, RESEARCH_COMMANDS } from '../features/collections/collection-commands.ts';
import { MONITORING_LIST_COMMANDS, MONITORING_PROJECT_COMMANDS, MONITORING_SETUP_COMMANDS } from '../features/monitoring/monitoring-commands.ts';
import { HELP_COMMANDS } from '../features/knowledge/help-commands.ts';
import { KNOWLEDGE_COMMANDS } from '../features/knowledge/knowledge-commands.ts';
import { IDEAS_COMMANDS } from '../features/research/ideas-commands.ts';
import { SEARCH_OVERVIEW_COMMANDS, SEARCH_PROJECT_COMMANDS, SEARCH_SETUP_COMMANDS } from '../features/internal-searches/internal-search-commands.ts';
import { PRICING_COMMANDS } from '../features/notices/pricing-commands.ts';
import { NOTIFICATION_COMMANDS } from '../features/notifications/notification-commands.ts';
import { IDEAS_TOUR_COMMANDS } from '../features/research/ideas-tour-commands.ts';
import { QUESTIONS_COMMANDS } from '../features/research/questions-commands.ts';
import { SUGGESTS_COMMANDS } from '../features/research/suggests-commands.ts';
import { SEARCH_VOLUME_COMMANDS } from '../features/searchvolume/search-volume-commands.ts';
import { SETTINGS_AUDIT_COMMANDS, SETTINGS_COMMANDS, SETTINGS_COMPANY_COMMANDS, SETTINGS_USER_COMMANDS } from '../features/settings/settings-commands.ts';
import { WORKBENCH_COMMANDS } from '../workbench/view/workbench-commands.ts';
import { TABLE_VIEW_COMMANDS } from '../workbench/views/view-commands.ts';
import { GO_TO_COMMANDS } from './go-to-commands.ts';
import { SHELL_COMMANDS } from './shell-commands.ts';

/**
 * Every command of the app, before any screen mounts: one entry per descriptor list (a list is what
 * one screen or shell part binds). The `CommandId` union is derived from it, so a list that is not
 * here cannot be bound; all-commands.test.ts checks the lists together and keeps docs/commands.md.
 * A suite adds its `*-commands.ts` list here.
 */
export const ALL_COMMANDS = {
  'go-to': GO_TO_COMMANDS,
  shell: SHELL_COMMANDS,
  notifications: NOTIFICATION_COMMANDS,
  help: HELP_COMMANDS,
  home: HOME_COMMANDS,
  'go-to-collection': GO_TO_COLLECTION_COMMANDS,
  collections: COLLECTION_LIST_COMMANDS,
  research: RESEARCH_COMMANDS,
  searchvolume: SEARCH_VOLUME_COMMANDS,
  suggests: SUGGESTS_COMMANDS,
  questions: QUESTIONS_COMMANDS,
  ideas: IDEAS_COMMANDS,
  brands: BRAND_LIST_COMMANDS,
  'brand-index': BRAND_INDEX_COMMANDS,
  'brand-analysis': BRAND_ANALYSIS_COMMANDS,
  'add-dashboard': ADD_DASHBOARD_COMMANDS,
  monitoring: MONITORING_LIST_COMMANDS,
  'monitoring-setup': MONITORING_SETUP_COMMANDS,
  'monitoring-project': MONITORING_PROJECT_COMMANDS,
  workbench: WORKBENCH_COMMANDS,
  'workbench-views': TABLE_VIEW_COMMANDS,
  'ai-chat': AI_CHAT_COMMANDS,
  'ai-suite': AI_SUITE_LIST_COMMANDS,
  'ai-project': AI_PROJECT_COMMANDS,
  'ideas-tour': IDEAS_TOUR_COMMANDS,
  'internal-searches-setup': SEARCH_SETUP_COMMANDS,
  'internal-searches-overview': SEARCH_OVERVIEW_COMMANDS,
  'internal-searches-project': SEARCH_PROJECT_COMMANDS,
  knowledge: KNOWLEDGE_COMMANDS,
  pricing: PRICING_COMMANDS,
  settings: SETTINGS_COMMANDS,
  'settings-users': SETTINGS_USER_COMMANDS,
  'settings-company': SETTINGS_COMPANY_COMMANDS,
  'settings-audit': SETTINGS_AUDIT_COMMANDS,
  'content-editor': CONTENT_EDITOR_COMMANDS,
  'content-wdf-idf': PROJECT_WDF_IDF_COMMANDS,
  'wdf-idf': AD_HOC_WDF_IDF_COMMANDS,
  briefing: BRIEFING_COMMANDS,
  'content-editor-page': CONTENT_EDITOR_PAGE_COMMANDS,
  'content-project-frame': CONTENT_PROJECT_FRAME_COMMANDS,
  'content-projects': CONTENT_PROJECT_LIST_COMMANDS,
  'content-project-setup': CONTENT_PROJECT_SETUP_COMMANDS,
  'content-competitors': CONTENT_COMPETITOR_COMMANDS,
} as const;

export type DescribedCommandId = (typeof ALL_COMMANDS)[keyof typeof ALL_COMMANDS][number]['id'];

declare module './command-types.ts' {
  interface CommandIdRegister {
    described: DescribedCommandId;
  }
}
