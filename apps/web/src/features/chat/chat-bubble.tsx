import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { visitor, type ChatMessage } from './chat-messages';

/** One message of the help chat: the visitor's on the right, the assistant's on the left, with its link if it has one. */
export function ChatBubble({ message: m }: { message: ChatMessage }) {
  return (
    <Box sx={{ alignSelf: m.contactId === visitor.contactId ? 'flex-end' : 'flex-start', maxWidth: '85%' }}>
      <Box
        sx={{
          bgcolor: m.contactId === visitor.contactId ? 'primary.main' : 'grey.100',
          color: m.contactId === visitor.contactId ? 'primary.contrastText' : 'text.primary',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          whiteSpace: 'pre-wrap',
        }}
      >
        <Typography variant="body2">{m.text}</Typography>
        {m.link &&
          (m.link.external ? (
            <Link href={m.link.href} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ fontWeight: 600 }}>
              {m.link.label}
            </Link>
          ) : (
            <Link component={RouterLink} to={m.link.href} variant="body2" sx={{ fontWeight: 600 }}>
              {m.link.label}
            </Link>
          ))}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {m.name} · {m.time}
      </Typography>
    </Box>
  );
}
