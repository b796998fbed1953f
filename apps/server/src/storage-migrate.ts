import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { runCommand } from './core/command';
import { createS3Storage } from './plugins/s3-storage';
import { createFsStorage } from './plugins/storage';
import { copyStorage } from './plugins/storage-copy';

/**
 * `npm run storage:migrate`: copies the files of DATA_DIR/files into the bucket the S3_* settings
 * name (with STORAGE=s3), checking each copy by its SHA-256. The files on disk are kept; switch
 * the servers to STORAGE=s3 once it reports no mismatch. Exits 0 when every file was copied, 1
 * when any copy did not verify, 2 when it could not run.
 */
const migrate = async () => {
  const config = loadConfig();
  if (config.storage !== 's3' || !config.s3)
    throw new ConfigError(
      'Set STORAGE=s3 and the S3_* settings of the bucket to copy the files to.',
    );
  const source = createFsStorage(path.resolve(config.dataDir, 'files'));
  const target = createS3Storage(config.s3);
  await target.check();
  const report = await copyStorage(source, target, (key, outcome) =>
    console.log(`${outcome === 'copied' ? 'copied  ' : 'MISMATCH'} ${key}`),
  );
  console.log(
    `${report.copied.length} files copied and verified by SHA-256, ${report.mismatched.length} did not verify.`,
  );
  return report.mismatched.length === 0 ? 0 : 1;
};

runCommand(migrate, { failure: 'The files could not be copied', failedCode: 2 });
