/** Stores images in an S3-compatible bucket (AWS S3, MinIO, R2, ...); chosen when S3_BUCKET is set. */
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config';
import { IMMUTABLE_CACHE_CONTROL, STORED_NAME, type ImageStorage } from './storage';

export class S3Storage implements ImageStorage {
  private readonly client: S3Client;
  private readonly prefix: string;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // A slow bucket must not hold an upload request for minutes; the SDK retries twice within this.
      requestHandler: { connectionTimeout: 3000, requestTimeout: 10_000 },
      // Checksums only where S3 requires them: several S3-compatible services refuse the newer default headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    this.prefix = `${config.publicUrl}/`;
  }

  async put(name: string, data: Buffer, contentType: string): Promise<string> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: name,
        Body: data,
        ContentType: contentType,
        ContentLength: data.length,
        CacheControl: IMMUTABLE_CACHE_CONTROL,
      }),
    );
    return `${this.prefix}${name}`;
  }

  nameOf(url: string): string | null {
    if (!url.startsWith(this.prefix)) return null;
    const name = url.slice(this.prefix.length);
    return STORED_NAME.test(name) ? name : null;
  }

  async delete(name: string): Promise<void> {
    if (!STORED_NAME.test(name)) return;
    // S3 answers 204 for a missing key as well, so a repeated delete is not an error.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: name }));
  }

  close() {
    this.client.destroy();
  }
}
