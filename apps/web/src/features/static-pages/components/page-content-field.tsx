import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Image from '@tiptap/extension-image';
import { TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import {
  LinkBubbleMenu,
  LinkBubbleMenuHandler,
  MenuButtonAddImage,
  MenuButtonAddTable,
  MenuButtonBlockquote,
  MenuButtonBold,
  MenuButtonBulletedList,
  MenuButtonCode,
  MenuButtonEditLink,
  MenuButtonItalic,
  MenuButtonOrderedList,
  MenuButtonRedo,
  MenuButtonStrikethrough,
  MenuButtonUnderline,
  MenuButtonUndo,
  MenuControlsContainer,
  MenuDivider,
  MenuSelectHeading,
  RichTextEditor,
  TableBubbleMenu,
  TableImproved,
} from 'mui-tiptap';
import { useCallback, useId, useRef, useState } from 'react';
import type { FormFieldRenderProps } from '../../../components/form-dialog';
import { ImageUrlDialog } from './image-url-dialog';
import { PageContent } from './page-content';

/**
 * What the editor can make, and nothing the page's allowlist would drop (PAGE_HTML_POLICY): headings under the
 * page's own title, lists, links, bold/italic/underline/strike, quotes, code, images by URL and tables.
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
  LinkBubbleMenuHandler,
  Image,
  TableImproved.configure({ resizable: false }),
  TableRow,
  TableHeader,
  TableCell,
];

/** An empty editor is an empty page, not `<p></p>`. */
const htmlOf = (editor: { isEmpty: boolean; getHTML: () => string }) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * The page's content field: a rich-text editor (mui-tiptap on Tiptap, decision 034) and a preview of the page as a
 * visitor will see it, sanitised as the public page is. A `render` field of the page form, bound to react-hook-form.
 */
export function PageContentField({ field, fieldState, config, disabled }: FormFieldRenderProps) {
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [isAddingImage, setAddingImage] = useState(false);
  const labelId = useId();
  const fieldRef = useRef<HTMLDivElement>(null);
  // The link and table menus open in the dialog holding the form: outside it its focus trap would take their
  // focus away, inside the form their own <form> would be nested in it (and a submit would leave the page).
  const menuContainer = useCallback(
    () => fieldRef.current?.closest<HTMLElement>('[role="dialog"]') ?? document.body,
    [],
  );
  const html = typeof field.value === 'string' ? field.value : '';
  const error = fieldState.error?.message;

  return (
    <Box ref={fieldRef}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <FormLabel id={labelId} error={Boolean(error)}>
          {config.label}
        </FormLabel>
        <Tabs value={tab} onChange={(_event, next: 'write' | 'preview') => setTab(next)} aria-label="Content view">
          <Tab value="write" label="Write" />
          <Tab value="preview" label="Preview" />
        </Tabs>
      </Box>
      {/* Kept mounted while the preview shows, so the editor keeps its cursor and its undo history. */}
      <Box sx={{ display: tab === 'write' ? 'block' : 'none', mt: 1 }}>
        <RichTextEditor
          // Made in an effect, after the commit: made during a render (the default), Tiptap destroys it 1 ms later
          // unless the render has committed, and a time-sliced render that takes longer goes on with a destroyed
          // editor, throws in the menus and is rendered again (React's "error during concurrent rendering").
          immediatelyRender={false}
          extensions={EXTENSIONS}
          content={html}
          editable={!disabled}
          onUpdate={({ editor }) => field.onChange(htmlOf(editor))}
          onBlur={field.onBlur}
          editorProps={{
            attributes: { 'aria-labelledby': labelId, role: 'textbox', 'aria-multiline': 'true' },
          }}
          RichTextFieldProps={{ variant: 'outlined' }}
          sx={{ '& .ProseMirror': { minHeight: 240 } }}
          renderControls={() => (
            <MenuControlsContainer>
              <MenuSelectHeading />
              <MenuDivider />
              <MenuButtonBold />
              <MenuButtonItalic />
              <MenuButtonUnderline />
              <MenuButtonStrikethrough />
              <MenuDivider />
              <MenuButtonBulletedList />
              <MenuButtonOrderedList />
              <MenuButtonBlockquote />
              <MenuButtonCode />
              <MenuDivider />
              <MenuButtonEditLink />
              <MenuButtonAddImage tooltipLabel="Insert an image by its address" onClick={() => setAddingImage(true)} />
              <MenuButtonAddTable />
              <MenuDivider />
              <MenuButtonUndo />
              <MenuButtonRedo />
            </MenuControlsContainer>
          )}
        >
          {(editor) => (
            <>
              <LinkBubbleMenu container={menuContainer} />
              <TableBubbleMenu container={menuContainer} />
              <ImageUrlDialog
                open={isAddingImage}
                onClose={() => setAddingImage(false)}
                onInsert={(image) => editor?.chain().focus().setImage(image).run()}
              />
            </>
          )}
        </RichTextEditor>
      </Box>
      {tab === 'preview' && (
        <Box
          role="region"
          aria-label="Preview"
          sx={{ mt: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, minHeight: 240 }}
        >
          {html ? <PageContent html={html} /> : <Typography color="text.secondary">Nothing written yet.</Typography>}
        </Box>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
