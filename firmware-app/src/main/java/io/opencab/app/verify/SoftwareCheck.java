package io.opencab.app.verify;

import io.opencab.app.config.IoReason;
import io.opencab.sas.Crc16;
import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Checks an installed software against its manifest (regulations.md 1.8): recomputes every
 * component's SHA-256, optionally an HMAC-SHA1 keyed by a host-supplied seed over the same bytes
 * (GAT 3.5 style, OH 3772-9-12), and lists installed files the manifest does not cover. The one
 * verification path: the cabinet's boot and on-demand checks ({@link ManifestVerifier}) and
 * {@code provision verify} all call {@link #run}.
 */
public final class SoftwareCheck {
    /** Longest seed accepted, in bytes (HMAC-SHA1 hashes longer keys first; GAT seeds are short). */
    public static final int MAX_SEED_BYTES = 64;

    private SoftwareCheck() {
    }

    /**
     * Reads {@code root}'s manifest, checks its Ed25519 signature with the image's public key
     * ({@link SigningKey#PUBLIC_FILE}, itself a component of the manifest), then checks the install
     * against it.
     *
     * @throws VerificationException no, an unsigned or a damaged manifest, no key, or a signature that does not verify
     */
    public static VerificationReport run(Path root, Optional<byte[]> seed) {
        Path r = root.toAbsolutePath().normalize();
        Path file = r.resolve(SoftwareManifest.FILE_NAME);
        SoftwareManifest.Signed signed = SoftwareManifest.read(file);
        SigningKey key = SigningKey.readPublic(r.resolve(SigningKey.PUBLIC_FILE));
        signed.verify(key, file.toString());
        return run(r, signed.manifest(), key, seed);
    }

    static VerificationReport run(Path root, SoftwareManifest manifest, SigningKey signer, Optional<byte[]> seed) {
        long start = System.nanoTime();
        Path r = root.toAbsolutePath().normalize();
        List<VerificationReport.Line> lines = new ArrayList<>();
        long bytes = 0;
        for (Component c : manifest.components()) {
            MessageDigest md = SoftwareManifest.newSha256();
            Mac mac = seed.map(SoftwareCheck::hmac).orElse(null);
            try {
                bytes += ComponentBytes.feed(r, c.kind(), c.name(), (b, off, len) -> {
                    md.update(b, off, len);
                    if (mac != null) {
                        mac.update(b, off, len);
                    }
                });
                String sha = HexFormat.of().formatHex(md.digest());
                String h = mac == null ? null : HexFormat.of().formatHex(mac.doFinal());
                lines.add(new VerificationReport.Line(c, sha, h, sha.equals(c.sha256())
                    ? VerificationReport.Status.OK : VerificationReport.Status.MISMATCH, null));
            } catch (NoSuchFileException e) {
                lines.add(new VerificationReport.Line(c, null, null, VerificationReport.Status.MISSING, null));
            } catch (IOException | VerificationException | SecurityException e) {
                String why = e instanceof IOException io ? IoReason.of(io) : e.getMessage(); // words, not a class name
                lines.add(new VerificationReport.Line(c, null, null, VerificationReport.Status.UNREADABLE, why));
            }
        }
        List<String> unexpected = new ArrayList<>();
        Set<String> listed = new HashSet<>();
        for (Component c : manifest.components()) {
            if (c.kind() == Component.Kind.FILE) {
                listed.add(c.name());
            }
        }
        try {
            for (String f : SoftwareManifest.files(r)) {
                if (!listed.contains(f) && !underTree(manifest, f)) {
                    unexpected.add(f);
                }
            }
        } catch (IOException e) {
            unexpected.add("(cannot list the install: " + IoReason.of(e) + ")");
        } catch (VerificationException e) {
            unexpected.add("(" + e.getMessage() + ")");
        }
        return new VerificationReport(r.toString(), manifest, signer, lines, unexpected, bytes,
            Duration.ofNanos(System.nanoTime() - start));
    }

    /**
     * SAS LP 21's ROM signature (docs/sas.md "LP 21"): the SAS CRC-16 started from the host's {@code seed} and
     * run over every component's bytes in manifest order, the same bytes {@link #run} hashes (so {@code provision
     * verify} and this check read one image). The manifest's signature is checked first.
     *
     * @throws VerificationException no, an unsigned or a damaged manifest, or a component that cannot be read
     */
    public static int romSignature(Path root, int seed) {
        Path r = root.toAbsolutePath().normalize();
        Path file = r.resolve(SoftwareManifest.FILE_NAME);
        SoftwareManifest.Signed signed = SoftwareManifest.read(file);
        signed.verify(SigningKey.readPublic(r.resolve(SigningKey.PUBLIC_FILE)), file.toString());
        int[] crc = {seed & 0xFFFF};
        for (Component c : signed.manifest().components()) {
            try {
                ComponentBytes.feed(r, c.kind(), c.name(), (b, off, len) -> crc[0] = Crc16.of(b, off, len, crc[0]));
            } catch (IOException e) {
                throw new VerificationException("ROM signature: cannot read " + c.kind().label() + " " + c.name() + ": "
                    + IoReason.of(e), e);
            }
        }
        return crc[0];
    }

    private static boolean underTree(SoftwareManifest m, String file) {
        return m.components().stream().anyMatch(c -> c.kind() == Component.Kind.TREE && file.startsWith(c.name() + "/"));
    }

    /**
     * A seed as the host gives it: hex digits, even count, 1 to {@link #MAX_SEED_BYTES} bytes.
     *
     * @throws VerificationException naming what is wrong
     */
    public static byte[] parseSeed(String hex) {
        String s = hex == null ? "" : hex.strip();
        if (s.startsWith("0x") || s.startsWith("0X")) {
            s = s.substring(2);
        }
        if (s.isEmpty() || s.length() % 2 != 0 || !s.matches("[0-9A-Fa-f]+")) {
            throw new VerificationException("the seed must be an even number of hex digits (e.g. 0b0b0b0b), got '"
                + hex + "'");
        }
        if (s.length() / 2 > MAX_SEED_BYTES) {
            throw new VerificationException("the seed is " + s.length() / 2 + " bytes; at most " + MAX_SEED_BYTES);
        }
        return HexFormat.of().parseHex(s);
    }

    private static Mac hmac(byte[] seed) {
        try {
            Mac m = Mac.getInstance("HmacSHA1");
            m.init(new SecretKeySpec(seed, "HmacSHA1"));
            return m;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA1 is not available in this JVM", e);
        }
    }
}
