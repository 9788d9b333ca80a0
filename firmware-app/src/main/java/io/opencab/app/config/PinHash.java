package io.opencab.app.config;

import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.security.spec.KeySpec;
import java.util.Arrays;
import java.util.Base64;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;

/**
 * An attendant, technician or regulator PIN as the configuration stores it: never the PIN, only a
 * salted PBKDF2WithHmacSHA256 hash with a high iteration count (regulations.md 1.11: secure access).
 * Text form: {@code pbkdf2-sha256:<iterations>:<salt, base64>:<hash, base64>}.
 */
public record PinHash(int iterations, byte[] salt, byte[] hash) {
    public static final String SCHEME = "pbkdf2-sha256";
    /** What {@code cabinet hash-pin} uses (OWASP's 2023 figure for PBKDF2-HMAC-SHA256). */
    public static final int DEFAULT_ITERATIONS = 600_000;
    /** Below this a stored hash is refused as too weak. */
    public static final int MIN_ITERATIONS = 100_000;
    public static final int MAX_ITERATIONS = 10_000_000;
    public static final int SALT_BYTES = 16;
    public static final int HASH_BYTES = 32;
    /** PINs are 4 to 12 digits (entered on the touch screen or the deck). */
    public static final String PIN_PATTERN = "[0-9]{4,12}";

    public PinHash {
        if (iterations < MIN_ITERATIONS || iterations > MAX_ITERATIONS) {
            throw new IllegalArgumentException("PIN hash iterations must be " + MIN_ITERATIONS + ".." + MAX_ITERATIONS
                + ", got " + iterations);
        }
        if (salt.length < SALT_BYTES) {
            throw new IllegalArgumentException("PIN hash salt must be at least " + SALT_BYTES + " bytes, got " + salt.length);
        }
        if (hash.length != HASH_BYTES) {
            throw new IllegalArgumentException("PIN hash must be " + HASH_BYTES + " bytes, got " + hash.length);
        }
        salt = salt.clone();
        hash = hash.clone();
    }

    /** Hashes a new PIN with a fresh random salt. */
    public static PinHash create(String pin, int iterations, SecureRandom random) {
        requirePin(pin);
        byte[] salt = new byte[SALT_BYTES];
        random.nextBytes(salt);
        return new PinHash(iterations, salt, derive(pin, salt, iterations));
    }

    /**
     * The hash of a public default PIN with a salt fixed by {@code role}: the built-in configuration
     * then holds the same hashes at every start, so its recorded configuration does not change (and
     * is not logged as changed) from one boot to the next. Only for the published default PINs.
     */
    public static PinHash ofPublicDefault(String pin, String role, int iterations) {
        requirePin(pin);
        byte[] salt;
        try {
            salt = java.util.Arrays.copyOf(java.security.MessageDigest.getInstance("SHA-256")
                .digest(("opencab public default PIN salt: " + role).getBytes(java.nio.charset.StandardCharsets.UTF_8)),
                SALT_BYTES);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JDK", e);
        }
        return new PinHash(iterations, salt, derive(pin, salt, iterations));
    }

    /** Throws unless {@code pin} is 4 to 12 digits. */
    public static void requirePin(String pin) {
        if (pin == null || !pin.matches(PIN_PATTERN)) {
            throw new IllegalArgumentException("a PIN must be 4 to 12 digits");
        }
    }

    /** True when {@code pin} is the PIN this hash was made from (constant-time compare). */
    public boolean matches(String pin) {
        if (pin == null || !pin.matches(PIN_PATTERN)) {
            return false;
        }
        return MessageDigest.isEqual(hash, derive(pin, salt, iterations));
    }

    public String encode() {
        Base64.Encoder b = Base64.getEncoder().withoutPadding();
        return SCHEME + ":" + iterations + ":" + b.encodeToString(salt) + ":" + b.encodeToString(hash);
    }

    /** Parses {@link #encode()}; anything else (a plain PIN included) is refused with the reason. */
    public static PinHash parse(String text) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("no PIN hash given");
        }
        String t = text.strip();
        if (t.matches("[0-9]+")) {
            throw new IllegalArgumentException("looks like a plain PIN; PINs are stored hashed: make the value with"
                + " 'cabinet hash-pin'");
        }
        String[] parts = t.split(":");
        if (parts.length != 4 || !parts[0].equals(SCHEME)) {
            throw new IllegalArgumentException("expected " + SCHEME + ":<iterations>:<salt>:<hash> (made by 'cabinet hash-pin')");
        }
        int iterations;
        try {
            iterations = Integer.parseInt(parts[1]);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("iteration count '" + parts[1] + "' is not a number");
        }
        try {
            return new PinHash(iterations, Base64.getDecoder().decode(parts[2]), Base64.getDecoder().decode(parts[3]));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(e.getMessage().startsWith("PIN hash") ? e.getMessage()
                : "salt or hash is not base64: " + e.getMessage());
        }
    }

    private static byte[] derive(String pin, byte[] salt, int iterations) {
        char[] chars = pin.toCharArray();
        KeySpec spec = new PBEKeySpec(chars, salt, iterations, HASH_BYTES * 8);
        try {
            return SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("PBKDF2WithHmacSHA256 is not available in this JVM", e);
        } finally {
            Arrays.fill(chars, '\0');
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PinHash p && p.iterations == iterations && Arrays.equals(p.salt, salt) && Arrays.equals(p.hash, hash);
    }

    @Override
    public int hashCode() {
        return 31 * iterations + Arrays.hashCode(hash);
    }

    @Override
    public String toString() {
        return SCHEME + ":" + iterations + ":<salt>:<hash>";
    }

    @Override
    public byte[] salt() {
        return salt.clone();
    }

    @Override
    public byte[] hash() {
        return hash.clone();
    }
}
