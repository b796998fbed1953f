import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../config';
import type { Storage } from './storage';
import { checkedKey } from './storage-key';

/**
 * Bytes held in memory per upload: one part being filled and one in flight. S3 needs parts of at
 * least 5 MB; a smaller file goes up in one request once it has arrived.
 */
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 1;

/** Files as objects of one bucket; an object appears only once its upload is complete. */
export const createS3Storage = (settings: S3Settings): Storage => {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: settings.credentials,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: not every S3-compatible store takes the SDK's
    // default trailing checksums; each file's SHA-256 is kept by the app anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  return {
    async put(key, data) {
      // The source's own error (a size or type check) is what the caller must see, not the
      // one the SDK may meet while aborting the multipart upload after it.
      let sourceError: unknown;
      const source = async function* (stream: AsyncIterable<Uint8Array>) {
        try {
          yield* stream;
        } catch (error) {
          sourceError = error;
          throw error;
        }
      };
      const upload = new Upload({
        client,
        params: {
          Bucket,
          Key: checkedKey(key),
          Body: Buffer.isBuffer(data) ? data : Readable.from(source(data)),
        },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
        // A failed stream aborts the multipart upload, so no object appears under the key.
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        throw sourceError ?? error;
      }
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        return object.Body as Readable;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as Error).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    async *list(folder) {
      const Prefix = folder === undefined ? undefined : `${checkedKey(folder)}/`;
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix })) {
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified)
            yield { key: object.Key, modifiedAt: object.LastModified };
        }
      }
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
};
