import { IdParam, OkResponse } from '../common.ts';
import {
  AdminNewsArticle,
  AdminNewsPage,
  AdminNewsQuery,
  CreateNewsRequest,
  NewsArticle,
  NewsCategoryList,
  NewsPage,
  NewsQuery,
  RichTextPreview,
  RichTextPreviewRequest,
  UpdateNewsRequest,
} from '../content.ts';
import type { EndpointSchemas } from '../endpoint-schemas.ts';

/** The schemas of endpoints/content.ts, by the same names. */
export const contentSchemas = {
  news: { query: NewsQuery, response: NewsPage },
  newsCategories: { response: NewsCategoryList },
  newsArticle: { params: IdParam, response: NewsArticle },
  adminNews: { query: AdminNewsQuery, response: AdminNewsPage },
  adminNewsArticle: { params: IdParam, response: AdminNewsArticle },
  adminNewsCreate: { body: CreateNewsRequest, response: AdminNewsArticle, status: 201 },
  adminNewsUpdate: { params: IdParam, body: UpdateNewsRequest, response: AdminNewsArticle },
  adminNewsPublish: { params: IdParam, response: AdminNewsArticle },
  adminNewsUnpublish: { params: IdParam, response: AdminNewsArticle },
  adminNewsDelete: { params: IdParam, response: OkResponse },
  adminNewsSetCover: { params: IdParam, response: AdminNewsArticle },
  adminNewsRemoveCover: { params: IdParam, response: AdminNewsArticle },
  adminRichTextPreview: { body: RichTextPreviewRequest, response: RichTextPreview },
} as const satisfies Record<string, EndpointSchemas>;
