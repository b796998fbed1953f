import { ActionIcon, Box, Group, Input, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useId, type ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

interface CaptchaFieldProps {
  /** The captcha picture as a data URL; undefined while it loads or when it failed. */
  image: string | undefined;
  loading: boolean;
  failed: boolean;
  onRefresh: () => void;
  error?: string;
  /** The answer's input as the form binds it: its name, value or ref, and change handler. */
  inputProps: Pick<
    ComponentPropsWithRef<'input'>,
    'name' | 'value' | 'ref' | 'onChange' | 'onBlur'
  >;
}

const IMAGE_HEIGHT = 56;

export const CaptchaField = ({
  image,
  loading,
  failed,
  onRefresh,
  error,
  inputProps,
}: CaptchaFieldProps) => {
  const { t } = useTranslation();
  const inputId = useId();
  return (
    <Stack gap={6}>
      <Input.Label htmlFor={inputId} required>
        {t('auth.captcha')}
      </Input.Label>
      <Group gap="xs" wrap="nowrap" align="stretch">
        <Box
          flex={1}
          h={IMAGE_HEIGHT}
          bd="1px solid var(--mantine-color-gray-3)"
          bg="gray.0"
          style={{
            borderRadius: 'var(--mantine-radius-md)',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            overflow: 'hidden',
          }}
        >
          {loading && <Loader size="sm" />}
          {!loading && failed && (
            <Text size="xs" c="dimmed" ta="center" px="xs">
              {t('auth.captchaFailed')}
            </Text>
          )}
          {!loading && !failed && image && (
            <img
              src={image}
              alt={t('auth.captcha')}
              height={IMAGE_HEIGHT}
              style={{ display: 'block' }}
            />
          )}
        </Box>
        {/* The browser's own tooltip: Mantine's would bring its positioning library into the
            sign-in page's first download for this one hint. */}
        <ActionIcon
          variant="default"
          h={IMAGE_HEIGHT}
          w={IMAGE_HEIGHT}
          aria-label={t('auth.captchaRefresh')}
          title={t('auth.captchaNew')}
          onClick={onRefresh}
          disabled={loading}
        >
          <IconRefresh size={20} stroke={1.6} />
        </ActionIcon>
      </Group>
      <TextInput
        id={inputId}
        placeholder={t('auth.captchaPlaceholder')}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        error={error}
        {...inputProps}
      />
    </Stack>
  );
};
