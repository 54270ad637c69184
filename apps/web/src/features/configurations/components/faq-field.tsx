import { CONFIGURATION_LIMITS, type FaqItem } from '@livery/domain';
import { mdiArrowDown, mdiArrowUp, mdiDeleteOutline, mdiPlus } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import type { FormFieldRenderProps } from '../../../components/form-dialog';
import { MdiIcon } from '../../../components/ui/mdi-icon';

type ItemErrors = { question?: { message?: string }; answer?: { message?: string } } | undefined;

let nextKey = 0;
const newKey = () => `faq-${(nextKey += 1)}`;

/**
 * The home page's questions and answers: add, edit, remove and reorder them (Move up / Move down buttons, so the
 * order can be changed from the keyboard). A `render` field bound to react-hook-form; each item's messages come
 * from the domain schema's nested errors (`faq.0.question`).
 */
export function FaqField({
  field,
  fieldState,
  config,
  disabled,
  readOnly,
}: FormFieldRenderProps & { readOnly: boolean }) {
  const items = (Array.isArray(field.value) ? field.value : []) as FaqItem[];
  // Stable keys, so an item keeps its inputs (and focus) when others move or go.
  const [keys, setKeys] = useState<string[]>(() => items.map(newKey));
  if (keys.length !== items.length) setKeys(items.map((_item, i) => keys[i] ?? newKey()));
  const headingId = useId();
  const list = useRef<HTMLOListElement>(null);
  const errors = fieldState.error as (Record<number, ItemErrors> & { message?: string }) | undefined;
  const isFull = items.length >= CONFIGURATION_LIMITS.faqItems;

  const change = (next: FaqItem[], nextKeys: string[]) => {
    setKeys(nextKeys);
    field.onChange(next);
  };
  const edit = (index: number, part: keyof FaqItem, text: string) =>
    change(
      items.map((item, i) => (i === index ? { ...item, [part]: text } : item)),
      keys,
    );
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    const swap = <T,>(array: T[]) => {
      const copy = [...array];
      [copy[index], copy[to]] = [copy[to]!, copy[index]!];
      return copy;
    };
    change(swap(items), swap(keys));
    // The focus follows the moved item: its same button, or the other one when it reached an end of the list.
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll<HTMLButtonElement>(`[data-faq="${keys[index]}"] [data-move]`);
      const enabled = [...(buttons ?? [])].filter((button) => !button.disabled);
      (enabled.find((button) => button.dataset['move'] === String(by)) ?? enabled[0])?.focus();
    });
  };
  const remove = (index: number) =>
    change(
      items.filter((_item, i) => i !== index),
      keys.filter((_key, i) => i !== index),
    );
  const add = () => {
    const key = newKey();
    change([...items, { question: '', answer: '' }], [...keys, key]);
    requestAnimationFrame(() => list.current?.querySelector<HTMLElement>(`[data-faq="${key}"] input`)?.focus());
  };

  return (
    <Box role="group" aria-labelledby={headingId} sx={{ gridColumn: '1 / -1' }}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        {config.label}
      </Typography>
      {items.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No questions yet.
        </Typography>
      )}
      <Box component="ol" ref={list} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item, index) => {
          const number = index + 1;
          const itemErrors = errors?.[index];
          return (
            <Box
              component="li"
              key={keys[index]}
              data-faq={keys[index]}
              sx={{ borderTop: 1, borderColor: 'divider', py: 2, display: 'grid', gap: 1.5 }}
            >
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  Question {number}
                </Typography>
                {!readOnly && (
                  <Stack direction="row">
                    <Tooltip title="Move up">
                      <span>
                        <IconButton
                          aria-label={`Move question ${number} up`}
                          data-move={-1}
                          disabled={disabled || index === 0}
                          onClick={() => move(index, -1)}
                        >
                          <MdiIcon path={mdiArrowUp} />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title="Move down">
                      <span>
                        <IconButton
                          aria-label={`Move question ${number} down`}
                          data-move={1}
                          disabled={disabled || index === items.length - 1}
                          onClick={() => move(index, 1)}
                        >
                          <MdiIcon path={mdiArrowDown} />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title="Remove">
                      <span>
                        <IconButton
                          aria-label={`Remove question ${number}`}
                          disabled={disabled}
                          onClick={() => remove(index)}
                        >
                          <MdiIcon path={mdiDeleteOutline} />
                        </IconButton>
                      </span>
                    </Tooltip>
                  </Stack>
                )}
              </Stack>
              <TextField
                label={`Question ${number}`}
                value={item.question}
                onChange={(event) => edit(index, 'question', event.target.value)}
                onBlur={field.onBlur}
                inputRef={index === 0 ? field.ref : undefined}
                disabled={disabled}
                required
                error={Boolean(itemErrors?.question)}
                helperText={itemErrors?.question?.message}
                fullWidth
              />
              <TextField
                label={`Answer ${number}`}
                value={item.answer}
                onChange={(event) => edit(index, 'answer', event.target.value)}
                onBlur={field.onBlur}
                disabled={disabled}
                required
                multiline
                minRows={2}
                error={Boolean(itemErrors?.answer)}
                helperText={itemErrors?.answer?.message}
                fullWidth
              />
            </Box>
          );
        })}
      </Box>
      {errors?.message && <FormHelperText error>{errors.message}</FormHelperText>}
      {!readOnly && (
        <Button
          startIcon={<MdiIcon path={mdiPlus} />}
          onClick={add}
          disabled={disabled || isFull}
          sx={{ mt: 1 }}
          aria-describedby={isFull ? `${headingId}-full` : undefined}
        >
          Add a question
        </Button>
      )}
      {!readOnly && isFull && (
        <FormHelperText id={`${headingId}-full`}>
          The home page takes at most {CONFIGURATION_LIMITS.faqItems} questions.
        </FormHelperText>
      )}
    </Box>
  );
}
