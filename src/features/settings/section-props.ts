/** What every section of /settings gets: the company it manages and the admin managing it. */
export interface SectionProps {
  readonly companyId: number;
  readonly selfId: number;
}
