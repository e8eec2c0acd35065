package dev.stretchy.contract;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * An enum spelled in files by a word: by default its constant's name in lower case with dashes
 * ({@code PING_PONG} is {@code ping-pong}). The one word/constant mapping every spec and golden enum shares.
 */
public interface Worded {
    String name();

    /** The spelling used in spec and golden files. */
    default String word() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The constant spelled {@code word}; an IllegalArgumentException names the type and the word otherwise. */
    static <E extends Enum<E> & Worded> E of(Class<E> type, String word) {
        for (E e : type.getEnumConstants()) if (e.word().equals(word)) return e;
        throw new IllegalArgumentException("unknown " + type.getSimpleName() + " " + word);
    }

    /** Every constant's word, in declaration order. */
    static <E extends Enum<E> & Worded> List<String> words(Class<E> type) {
        return Arrays.stream(type.getEnumConstants()).map(Worded::word).toList();
    }
}
