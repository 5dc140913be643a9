import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One message as a paragraph, several as a bulleted list (e.g. every rule a 400 broke). */
export function MessageList({ messages }: { messages: readonly string[] }) {
  if (messages.length === 1) return <Typography>{messages[0]}</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {messages.map((message, index) => (
        <Typography component="li" key={index} sx={{ mb: 0.5 }}>
          {message}
        </Typography>
      ))}
    </Box>
  );
}
