/**
 * Reads a multipart/form-data request into text fields and at most one file (as a Buffer), enforcing the
 * file's size limit (413) and refusing other content types (415). JSON bodies pass through as fields, so a
 * route can accept "multipart or JSON" (spec §7, PUT /api/groups/{id}).
 */
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@kickoff/shared';
import { AppError, badRequest, payloadTooLarge, unsupportedMediaType } from './errors';

export interface MultipartFile {
  fieldName: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface ParsedForm {
  fields: Record<string, string>;
  file?: MultipartFile;
}

export interface ReadFormOptions {
  /** The only field name accepted as a file (e.g. "groupImage"). */
  fileField: string;
  /** Largest accepted file in bytes. */
  maxFileBytes: number;
  /** Also accept application/json bodies (fields become strings). */
  allowJson?: boolean;
}

export async function readForm(request: FastifyRequest, options: ReadFormOptions): Promise<ParsedForm> {
  if (!request.isMultipart()) {
    if (options.allowJson && request.body && typeof request.body === 'object') {
      const fields: Record<string, string> = {};
      for (const [key, value] of Object.entries(request.body as Record<string, unknown>)) {
        if (value === undefined || value === null) continue;
        fields[key] = typeof value === 'string' ? value : JSON.stringify(value);
      }
      return { fields };
    }
    throw unsupportedMediaType(MESSAGES.common.unsupportedMediaType);
  }
  try {
    return await readParts(request, options);
  } catch (error) {
    // A broken body (no closing boundary, malformed part headers) is the client's fault: 400, not 500.
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    throw badRequest(MESSAGES.common.invalidInput);
  }
}

async function readParts(request: FastifyRequest, options: ReadFormOptions): Promise<ParsedForm> {
  const fields: Record<string, string> = {};
  let file: MultipartFile | undefined;
  for await (const part of request.parts({ limits: { fileSize: options.maxFileBytes } })) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    if (part.fieldname !== options.fileField || file) {
      // Drain files we do not accept so the request completes.
      part.file.resume();
      continue;
    }
    const data = await part.toBuffer().catch((error: { code?: string }) => {
      if (error?.code === 'FST_REQ_FILE_TOO_LARGE') return null;
      throw error;
    });
    if (data === null || part.file.truncated) {
      throw payloadTooLarge(MESSAGES.upload.tooLarge(Math.round(options.maxFileBytes / 1024 / 1024)));
    }
    if (data.length > 0) file = { fieldName: part.fieldname, filename: part.filename, mimetype: part.mimetype, data };
  }
  return { fields, file };
}
