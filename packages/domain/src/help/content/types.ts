/** The shape of the help centre's docs, and the text several of them share. */
export interface HelpFaq {
  q: string;
  a: string;
}

export interface HelpSection {
  /** The anchor (#id) of the section. */
  id: string;
  title: string;
  paragraphs?: readonly string[];
  list?: readonly string[];
  faqs?: readonly HelpFaq[];
}

export interface HelpDoc {
  name: string;
  title: string;
  summary: string;
  updated: string;
  sections: readonly HelpSection[];
}

export const SERVICE_HOURS = '客服时间：周一至周五 9:30-18:30（法定节假日除外）';
