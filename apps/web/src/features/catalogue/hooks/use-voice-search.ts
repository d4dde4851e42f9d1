import { useCallback, useEffect, useRef, useState } from 'react';

/** The spec's speech messages (customer-app.md §8 Speech); the search box shows them through translateMessage. */
export const VOICE_MESSAGES = {
  noSpeech: 'No speech detected. Please try again.',
  noMicrophone: 'Microphone not available',
  permissionDenied: 'Microphone permission denied',
  network: 'Network error occurred',
  startFailed: 'Failed to start voice recognition',
} as const;

// Indian English in either interface language: the catalogue's names are English, and en-IN hears the words
// customers say for them (saree, kurta, iron); Hindi recognition would write them in Devanagari and match nothing.
export const VOICE_LANGUAGE = 'en-IN';

// The Web Speech API is not in every TypeScript DOM lib; this is the part we use.
interface RecognitionResultEvent {
  results: ArrayLike<ArrayLike<{ transcript: string }>>;
}
interface RecognitionErrorEvent {
  error: string;
}
export interface SpeechRecognitionLike {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
}
type RecognitionConstructor = new () => SpeechRecognitionLike;

export function getSpeechRecognition(): RecognitionConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const w = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/** A recognition error code → what the customer reads; null when there is nothing to say (they stopped it). */
export function voiceErrorMessage(code: string): string | null {
  switch (code) {
    case 'no-speech':
      return VOICE_MESSAGES.noSpeech;
    case 'audio-capture':
      return VOICE_MESSAGES.noMicrophone;
    case 'not-allowed':
    case 'service-not-allowed':
      return VOICE_MESSAGES.permissionDenied;
    case 'network':
      return VOICE_MESSAGES.network;
    case 'aborted':
      return null;
    default:
      return VOICE_MESSAGES.startFailed;
  }
}

/** One-shot voice input in Indian English: idle → listening → the transcript (or an error message). */
export function useVoiceSearch({
  onTranscript,
  onError,
}: {
  onTranscript: (text: string) => void;
  onError: (message: string) => void;
}) {
  const [supported] = useState(() => getSpeechRecognition() !== undefined);
  const [listening, setListening] = useState(false);
  const recognitionRef = useRef<SpeechRecognitionLike | null>(null);
  const callbacks = useRef({ onTranscript, onError });
  useEffect(() => {
    callbacks.current = { onTranscript, onError };
  });

  useEffect(() => () => recognitionRef.current?.abort(), []);

  const stop = useCallback(() => {
    recognitionRef.current?.stop();
  }, []);

  const start = useCallback(() => {
    const Recognition = getSpeechRecognition();
    if (!Recognition) {
      callbacks.current.onError(VOICE_MESSAGES.startFailed);
      return;
    }
    recognitionRef.current?.abort();
    try {
      const recognition = new Recognition();
      recognition.lang = VOICE_LANGUAGE;
      recognition.interimResults = false;
      recognition.continuous = false;
      recognition.maxAlternatives = 1;
      recognition.onresult = (event) => {
        const transcript = event.results[0]?.[0]?.transcript.trim() ?? '';
        if (transcript) callbacks.current.onTranscript(transcript);
        else callbacks.current.onError(VOICE_MESSAGES.noSpeech);
      };
      recognition.onerror = (event) => {
        const message = voiceErrorMessage(event.error);
        if (message) callbacks.current.onError(message);
      };
      recognition.onend = () => {
        if (recognitionRef.current === recognition) recognitionRef.current = null;
        setListening(false);
      };
      recognitionRef.current = recognition;
      recognition.start();
      setListening(true);
    } catch {
      recognitionRef.current = null;
      setListening(false);
      callbacks.current.onError(VOICE_MESSAGES.startFailed);
    }
  }, []);

  return { supported, listening, start, stop };
}
