package io.opencab.provision.build;

import io.opencab.app.config.IoReason;
import io.opencab.app.config.PrivateFiles;
import io.opencab.app.verify.SigningKey;
import io.opencab.app.verify.SoftwareManifest;
import io.opencab.app.verify.VerificationException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.Signature;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.Base64;

/**
 * The build side of software signing (issue 34 item 3; docs/deploy.md "Key ceremony"): makes key
 * pairs, keeps the private half in an owner-only file, signs a manifest and writes an image's public
 * key. None of this is in a board image: the image can read a key and check a signature, never make
 * or write one, so re-signing on a board needs a tool brought there, and the key it brings differs
 * from the one sealed in the cabinet's critical memory (a lockup showing both fingerprints).
 */
final class ReleaseKeys {
    private ReleaseKeys() {
    }

    /** A new Ed25519 key pair. */
    static KeyPair generate() {
        try {
            return KeyPairGenerator.getInstance(SigningKey.ALGORITHM).generateKeyPair();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("Ed25519 is not available in this JVM", e);
        }
    }

    /** Writes the private key file, 0600 whatever the umask: it never goes into an image. */
    static void writePrivate(Path file, SigningKey pub, PrivateKey key) {
        try {
            PrivateFiles.write(file, SigningKey.PRIVATE_HEADER + "\n" + pub.fields() + "private "
                + Base64.getEncoder().encodeToString(key.getEncoded()) + "\n");
        } catch (IOException e) {
            throw new VerificationException("cannot write the private key " + file + ": " + IoReason.of(e), e);
        }
    }

    /** Writes a public key file (world-readable: it is no secret). */
    static void writePublic(Path file, SigningKey pub) {
        try {
            Files.writeString(file, pub.publicText(), StandardCharsets.US_ASCII);
        } catch (IOException e) {
            throw new VerificationException("cannot write the public key " + file + ": " + IoReason.of(e), e);
        }
    }

    /** Reads a private key file: the signing half (its public half reads with {@link SigningKey#readPublic}). */
    static PrivateKey readPrivate(Path file) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.US_ASCII);
        } catch (IOException e) {
            throw new VerificationException("cannot read the private key " + file + ": " + IoReason.of(e), e);
        }
        if (!text.startsWith(SigningKey.PRIVATE_HEADER + "\n")) {
            throw new VerificationException("private key " + file + ": line 1 is not '" + SigningKey.PRIVATE_HEADER + "'");
        }
        String value = text.lines().filter(l -> l.startsWith("private ")).map(l -> l.substring(8)).findFirst()
            .orElseThrow(() -> new VerificationException("private key " + file + ": no 'private' line"));
        try {
            return KeyFactory.getInstance(SigningKey.ALGORITHM).generatePrivate(new PKCS8EncodedKeySpec(
                Base64.getDecoder().decode(value)));
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            throw new VerificationException("private key " + file + ": not an Ed25519 private key (" + e.getMessage() + ")");
        }
    }

    /** Ed25519 signature of {@code data}. */
    static byte[] sign(PrivateKey key, byte[] data) {
        try {
            Signature s = Signature.getInstance(SigningKey.ALGORITHM);
            s.initSign(key);
            s.update(data);
            return s.sign();
        } catch (GeneralSecurityException e) {
            throw new VerificationException("cannot sign with the given private key: " + e.getMessage(), e);
        }
    }

    /** Writes {@code m} signed with {@code key} (whose public half is {@code pub}) atomically: beside, then moved. */
    static void writeManifest(Path file, SoftwareManifest m, PrivateKey key, SigningKey pub) {
        String text = m.signedText(pub, sign(key, m.text().getBytes(StandardCharsets.US_ASCII)));
        Path tmp = file.resolveSibling(file.getFileName() + ".new");
        try {
            Files.writeString(tmp, text, StandardCharsets.US_ASCII);
            try {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw new VerificationException("cannot write the software manifest " + file + ": " + IoReason.of(e), e);
        }
    }
}
