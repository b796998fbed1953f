import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing/render';
import { TextareaField, TextField, TruncatedText } from './text-field';

describe('TextField', () => {
  it('counts characters against 75 while controlled', async () => {
    const user = userEvent.setup();
    renderWithTheme(<TextField label="Branch Name" defaultValue="" />);
    expect(screen.getByText('0/75')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Branch Name' }), 'Jakarta');
    expect(screen.getByText('7/75')).toBeInTheDocument();
  });

  it('shows the error and keeps the counter', () => {
    renderWithTheme(
      <TextField
        label="Branch Name"
        value=""
        onChange={() => {}}
        error="Branch Name must be filled"
      />,
    );
    expect(screen.getByText('Branch Name must be filled')).toBeInTheDocument();
    expect(screen.getByText('0/75')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Branch Name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('lets the user type past the maximum so the schema can say why', () => {
    renderWithTheme(<TextField label="Name" value={'x'.repeat(80)} onChange={() => {}} />);
    expect(screen.getByRole('textbox')).not.toHaveAttribute('maxlength');
    expect(screen.getByText('80/75')).toBeInTheDocument();
  });

  it('works with react-hook-form register, counting its default value', async () => {
    const user = userEvent.setup();
    let read: () => string = () => '';
    function Form() {
      const { register, getValues } = useForm({ defaultValues: { name: 'Bank' } });
      read = () => getValues('name');
      return <TextField label="Name" {...register('name')} />;
    }
    renderWithTheme(<Form />);
    expect(await screen.findByText('4/75')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' BRI');
    expect(read()).toBe('Bank BRI');
    expect(screen.getByText('8/75')).toBeInTheDocument();
  });
});

describe('TextareaField', () => {
  it('counts characters against 255', () => {
    renderWithTheme(<TextareaField label="Description" defaultValue="" />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), {
      target: { value: 'abc' },
    });
    expect(screen.getByText('3/255')).toBeInTheDocument();
  });
});

describe('TruncatedText', () => {
  it('shows text of up to 75 characters whole', () => {
    const text = 'a'.repeat(75);
    renderWithTheme(<TruncatedText text={text} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('cuts longer text at 75 characters and shows the whole in a tooltip', async () => {
    const user = userEvent.setup();
    const text = `${'b'.repeat(75)}TAIL`;
    renderWithTheme(<TruncatedText text={text} />);
    const shown = screen.getByText(`${'b'.repeat(75)}...`);
    expect(screen.queryByText(text)).not.toBeInTheDocument();

    // happy-dom lays nothing out, so floating-ui reports the anchor hidden: include hidden nodes.
    expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument();
    await user.hover(shown);
    expect(await screen.findByRole('tooltip', { hidden: true })).toHaveTextContent(text);
  });
});
