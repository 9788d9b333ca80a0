package io.opencab.app.verify;

import java.util.Locale;
import java.util.Objects;

/**
 * One verified component of the installed software (docs/deploy.md "Software verification").
 *
 * @param kind   what the name points at
 * @param name   {@link Kind#FILE}: path relative to the install root, '/'-separated;
 *               {@link Kind#MATH}: {@code <jar path>!/<resource>};
 *               {@link Kind#TREE}: a directory relative to the root (the jlink runtime)
 * @param sha256 lower-case hex SHA-256 of the component's bytes ({@link ComponentBytes})
 */
public record Component(Kind kind, String name, String sha256) {

    /** What a component is. */
    public enum Kind {
        /** One installed file (a jar, a launcher, the systemd unit). */
        FILE,
        /** A game's math resource inside a jar, listed on its own so a PAR sheet can cite its digest. */
        MATH,
        /** A whole directory (the jlink runtime), hashed as one canonical stream. */
        TREE;

        public String label() {
            return name().toLowerCase(Locale.ROOT);
        }

        static Kind ofLabel(String s) {
            for (Kind k : values()) {
                if (k.label().equals(s)) {
                    return k;
                }
            }
            return null;
        }
    }

    public Component {
        Objects.requireNonNull(kind, "kind");
        if (name == null || name.isEmpty() || !name.matches("[\\x21-\\x7e]+")) {
            throw new VerificationException("component name '" + name + "' must be printable ASCII without spaces");
        }
        if (sha256 == null || !sha256.matches("[0-9a-f]{64}")) {
            throw new VerificationException("component " + name + ": SHA-256 must be 64 lower-case hex digits, got '"
                + sha256 + "'");
        }
    }

    /** The jar of a {@link Kind#MATH} component. */
    String jar() {
        return name.substring(0, name.indexOf("!/"));
    }

    /** The resource of a {@link Kind#MATH} component. */
    String resource() {
        return name.substring(name.indexOf("!/") + 2);
    }
}
