package io.opencab.meters;

import io.opencab.meters.MeterException.Kind;

/** Argument checks shared by the store's entry points. */
final class Args {
    private Args() {
    }

    static void requireText(String s, String what) {
        if (s == null || s.isBlank()) {
            throw new MeterException(Kind.INVALID_ARGUMENT, what + " must not be blank");
        }
    }

    static void requireName(String s, String what) {
        if (s == null || !s.matches("[A-Za-z0-9._-]{1,64}")) {
            throw new MeterException(Kind.INVALID_ARGUMENT, what + " must be 1-64 of A-Z a-z 0-9 . _ -, got '" + s + "'");
        }
    }
}
