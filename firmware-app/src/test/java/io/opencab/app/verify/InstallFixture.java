package io.opencab.app.verify;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.time.Instant;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;

/** A small install image for tests: a jar with a game math resource, a launcher, a runtime tree. */
final class InstallFixture {
    static final Instant BUILT = Instant.parse("2026-11-23T12:00:00Z");
    static final String ENGINE_JAR = "app/lib/engine.jar";
    static final String MATH = "io/opencab/engine/games/christmastree/christmas-tree.properties";

    private InstallFixture() {
    }

    static Path make(Path root) throws IOException {
        Files.createDirectories(root.resolve("app/lib"));
        Files.createDirectories(root.resolve("bin"));
        Files.createDirectories(root.resolve("runtime/lib"));
        jar(root.resolve(ENGINE_JAR), "symbols = A,B,C\npays.A = 5,10,20\n");
        jar(root.resolve("app/cabinet.jar"), null);
        Files.writeString(root.resolve("bin/cabinet"), "#!/bin/sh\nexec java -jar app/cabinet.jar \"$@\"\n");
        Files.writeString(root.resolve("runtime/release"), "JAVA_VERSION=\"25\"\n");
        Files.write(root.resolve("runtime/lib/modules"), new byte[4096]);
        return root;
    }

    static void jar(Path file, String math) throws IOException {
        try (OutputStream o = Files.newOutputStream(file); JarOutputStream j = new JarOutputStream(o)) {
            j.putNextEntry(new JarEntry("io/opencab/Some.class"));
            j.write(new byte[] {(byte) 0xCA, (byte) 0xFE, (byte) 0xBA, (byte) 0xBE, 0, 0, 0, 69});
            j.closeEntry();
            if (math != null) {
                j.putNextEntry(new JarEntry(MATH));
                j.write(math.getBytes(StandardCharsets.UTF_8));
                j.closeEntry();
            }
        }
    }

    /** The test key, generated when the tests run (never a release key: its name says TEST). */
    static final KeyPair TEST_KEY = generate();
    static final SigningKey TEST_PUBLIC = new SigningKey("TEST-unit-tests", SigningKey.Purpose.TEST, TEST_KEY.getPublic());

    /** A new Ed25519 key pair (the build-side signing tool makes the real ones). */
    static KeyPair generate() {
        try {
            return java.security.KeyPairGenerator.getInstance(SigningKey.ALGORITHM).generateKeyPair();
        } catch (java.security.GeneralSecurityException e) {
            throw new AssertionError(e);
        }
    }

    /** As bin/build-image does: the public key into the image, then the manifest signed with the test key. */
    static SoftwareManifest manifest(Path root) {
        return manifest(root, TEST_KEY, TEST_PUBLIC);
    }

    static SoftwareManifest manifest(Path root, KeyPair key, SigningKey pub) {
        SoftwareManifest m;
        try {
            Files.writeString(root.resolve(SigningKey.PUBLIC_FILE), pub.publicText());
            m = SoftwareManifest.build(root, BUILT, "1.2.3");
            Files.writeString(root.resolve(SoftwareManifest.FILE_NAME), m.signedText(pub, sign(key, m.text())));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return m;
    }

    /** The Ed25519 signature of {@code text} with the private half of {@code key}. */
    static byte[] sign(KeyPair key, String text) {
        try {
            java.security.Signature s = java.security.Signature.getInstance(SigningKey.ALGORITHM);
            s.initSign(key.getPrivate());
            s.update(text.getBytes(StandardCharsets.US_ASCII));
            return s.sign();
        } catch (java.security.GeneralSecurityException e) {
            throw new AssertionError(e);
        }
    }

    /** What {@code provision manifest} wrote before manifests were signed: the digests, with no signature. */
    static void unsignedManifest(Path root) throws IOException {
        Files.writeString(root.resolve(SoftwareManifest.FILE_NAME), SoftwareManifest.build(root, BUILT, "1.2.3").text());
    }

    /** The running code of a JVM started from the image at {@code root} by its launcher. */
    static RunningCode running(Path root) {
        return new RunningCode(root.resolve("app/cabinet.jar"), java.util.List.of(root.resolve(ENGINE_JAR)),
            root.resolve("runtime"));
    }

    /** A JVM started by the image's launcher: its options, nothing in the environment, native code from the image. */
    static JvmLaunch launch(Path root) {
        return new JvmLaunch(ImageLauncher.options(root), java.util.Map.of(), JvmLaunch.ATTACH_DISABLED,
            root.resolve("app/cabinet.jar") + " run --config /var/lib/opencab/cabinet.properties",
            java.util.List.of(root.resolve("runtime/lib/server/libjvm.so"), Path.of("/usr/lib/x86_64-linux-gnu/libc.so.6")));
    }

    /** {@link #launch} with {@code arguments} in place of the launcher's options. */
    static JvmLaunch launch(Path root, java.util.List<String> arguments) {
        JvmLaunch clean = launch(root);
        return new JvmLaunch(arguments, clean.environment(), clean.attach(), clean.javaCommand(), clean.nativeCode());
    }

    /** A verifier of the image at {@code root} started by its launcher; {@code real}: its real devices. */
    static ManifestVerifier verifier(Path root, io.opencab.app.config.RealDevice... real) {
        return new ManifestVerifier(running(root), () -> launch(root), java.util.List.of(real));
    }

    /** Flips one bit at {@code offset} (negative: from the end). */
    static void flip(Path file, int offset) throws IOException {
        byte[] b = Files.readAllBytes(file);
        int i = offset >= 0 ? offset : b.length + offset;
        b[i] ^= 0x01;
        Files.write(file, b);
    }
}
