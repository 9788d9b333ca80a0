package io.opencab.app.verify;

import io.opencab.app.config.IoReason;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.X509EncodedKeySpec;
import java.util.Base64;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The Ed25519 key that signs the software manifest (regulations.md 1.8; docs/deploy.md "Key
 * ceremony"). The private half lives offline with the release manager and is never in an image, and
 * nothing in an image makes or writes a key or signs (issue 34 item 3: the build-side tool does);
 * the image carries the public half as {@link #PUBLIC_FILE}, whose {@link #fingerprint()} is
 * printed by {@code provision verify} and shown on the verify screen so a lab can compare it with
 * the fingerprint it registered for the release. A key made for tests and CI is marked
 * {@link Purpose#TEST} and its name starts with {@code TEST-}: a cabinet with real devices refuses
 * software signed by it.
 *
 * @param name    printable ASCII without spaces, e.g. {@code opencab-release-2026}
 * @param purpose release or test
 * @param key     the public key (Ed25519)
 */
public record SigningKey(String name, Purpose purpose, PublicKey key) {
    /** The public key's file in an install image (beside the manifest; a manifest component like any file). */
    public static final String PUBLIC_FILE = "software-signing-key.pub";
    public static final String ALGORITHM = "Ed25519";
    private static final String PUBLIC_HEADER = "opencab-signing-key 1";
    /** The first line of a private key file (made by the build-side signing tool); its public half reads as a key. */
    public static final String PRIVATE_HEADER = "opencab-signing-private-key 1";
    /** Every test key's name starts so, so it is never mistaken for a release key. */
    public static final String TEST_PREFIX = "TEST-";

    /** What the key is for. */
    public enum Purpose { RELEASE, TEST }

    public SigningKey {
        Objects.requireNonNull(purpose, "purpose");
        Objects.requireNonNull(key, "key");
        if (name == null || !name.matches("[\\x21-\\x7e]{1,64}")) {
            throw new VerificationException("a signing key's name must be 1-64 printable characters without spaces, got '"
                + name + "'");
        }
        if ((purpose == Purpose.TEST) != name.startsWith(TEST_PREFIX)) {
            throw new VerificationException("signing key " + name + ": a test key's name, and only a test key's, starts with "
                + TEST_PREFIX);
        }
    }

    /** SHA-256 of the public key's X.509 encoding, lower-case hex: what a lab registers and compares. */
    public String fingerprint() {
        return HexFormat.of().formatHex(SoftwareManifest.newSha256().digest(key.getEncoded()));
    }

    /** One line for the verify screen, the log and {@code provision verify}. */
    public String describe() {
        return "signed by " + (purpose == Purpose.TEST ? "TEST key " : "release key ") + name + ", Ed25519 fingerprint "
            + "SHA256:" + fingerprint();
    }

    /**
     * The public key file's text ({@link #PUBLIC_FILE} in an image). Only the build writes it (the signing
     * tool, docs/deploy.md "Key ceremony"): no tool of the board image writes a key or signs a manifest.
     */
    public String publicText() {
        return PUBLIC_HEADER + "\n" + fields();
    }

    /** The fields of a key file after its first line: name, purpose and public key. */
    public String fields() {
        return "name " + name + "\npurpose " + purpose.name().toLowerCase(java.util.Locale.ROOT) + "\npublic "
            + Base64.getEncoder().encodeToString(key.getEncoded()) + "\n";
    }

    /** Reads a public key file (or the public half of a private key file). */
    public static SigningKey readPublic(Path file) {
        Map<String, String> f = read(file, PUBLIC_HEADER, PRIVATE_HEADER);
        try {
            PublicKey k = KeyFactory.getInstance(ALGORITHM).generatePublic(new X509EncodedKeySpec(decode(f, "public", file)));
            Purpose p = switch (f.get("purpose")) {
                case "release" -> Purpose.RELEASE;
                case "test" -> Purpose.TEST;
                case null, default -> throw new VerificationException("signing key " + file + ": purpose must be release or"
                    + " test, got '" + f.get("purpose") + "'");
            };
            return new SigningKey(f.get("name"), p, k);
        } catch (GeneralSecurityException e) {
            throw new VerificationException("signing key " + file + ": not an Ed25519 public key (" + e.getMessage() + ")");
        }
    }

    /** True when {@code sig} is this key's signature of {@code data}. */
    public boolean verifies(byte[] data, byte[] sig) {
        try {
            Signature s = Signature.getInstance(ALGORITHM);
            s.initVerify(key);
            s.update(data);
            return s.verify(sig);
        } catch (GeneralSecurityException e) {
            return false;
        }
    }

    private static Map<String, String> read(Path file, String header, String altHeader) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.US_ASCII);
        } catch (NoSuchFileException e) {
            throw new VerificationException("no signing key at " + file.toAbsolutePath());
        } catch (IOException e) {
            throw new VerificationException("cannot read the signing key " + file + ": " + IoReason.of(e), e);
        }
        String[] lines = text.split("\n");
        if (lines.length == 0 || !(lines[0].equals(header) || lines[0].equals(altHeader))) {
            throw new VerificationException("signing key " + file + ": line 1 is not '" + header + "'");
        }
        Map<String, String> out = new LinkedHashMap<>();
        for (int i = 1; i < lines.length; i++) {
            int sp = lines[i].indexOf(' ');
            if (sp <= 0 || out.put(lines[i].substring(0, sp), lines[i].substring(sp + 1)) != null) {
                throw new VerificationException("signing key " + file + ": line " + (i + 1) + " is not '<field> <value>'"
                    + " or repeats a field");
            }
        }
        return out;
    }

    private static byte[] decode(Map<String, String> f, String field, Path file) {
        String v = f.get(field);
        try {
            if (v == null) {
                throw new IllegalArgumentException("missing");
            }
            return Base64.getDecoder().decode(v);
        } catch (IllegalArgumentException e) {
            throw new VerificationException("signing key " + file + ": field '" + field + "' is missing or not base64");
        }
    }
}
