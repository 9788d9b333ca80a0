package io.opencab.app.verify;

import io.opencab.app.config.IoReason;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Enumeration;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * The software manifest (regulations.md 1.8; docs/deploy.md "Software verification"): the SHA-256
 * of every installed component, written once when the install image is built and read by every
 * check. Text, one line per item, ending in the SHA-256 of everything before it so a damaged or
 * truncated manifest is told apart from changed software:
 * <pre>
 * opencab-software-manifest 1
 * built 2026-11-23T11:30:00Z
 * version 0.1.0-SNAPSHOT
 * component &lt;sha256&gt; file app/cabinet.jar
 * component &lt;sha256&gt; math app/lib/engine-0.1.0-SNAPSHOT.jar!/io/opencab/engine/games/christmastree/christmas-tree.properties
 * component &lt;sha256&gt; tree runtime
 * end &lt;sha256 of the lines above, each with its '\n'&gt;
 * signature ed25519 &lt;key fingerprint&gt; &lt;base64 Ed25519 signature of every line above&gt;
 * </pre>
 * The closing digest tells a damaged or truncated manifest from changed software; the signature,
 * made with the release's offline key ({@link SigningKey}), is what stops someone who rewrites the
 * manifest: a manifest made without the private key is unsigned and refused, and one re-signed with
 * another key fails against the image's key or, with that key replaced too, against the key sealed in
 * the cabinet's critical memory (the trust anchor). Signing is the build side's (the image carries no
 * tool that signs). Format 1 (no signature) is refused.
 */
public record SoftwareManifest(Instant built, String version, List<Component> components) {
    public static final String FILE_NAME = "software-manifest.txt";
    static final String HEADER = "opencab-software-manifest 2";
    static final String UNSIGNED_HEADER = "opencab-software-manifest 1";
    static final String SIGNATURE = "signature ed25519 ";
    /** The directory hashed as one TREE component when present (the jlink runtime). */
    public static final String RUNTIME_DIR = "runtime";
    /** Jar entries listed as MATH components: the games' math resources (engine MathResource). */
    static final String MATH_PREFIX = "io/opencab/engine/games/";
    static final String MATH_SUFFIX = ".properties";

    public SoftwareManifest {
        components = List.copyOf(components);
        if (components.isEmpty()) {
            throw new VerificationException("a software manifest must list at least one component");
        }
        Set<String> seen = new HashSet<>();
        for (Component c : components) {
            if (!seen.add(c.kind().label() + " " + c.name())) {
                throw new VerificationException("component " + c.name() + " is listed twice");
            }
        }
        if (version == null || !version.matches("[\\x21-\\x7e]{1,64}")) {
            throw new VerificationException("manifest version must be 1-64 printable characters, got '" + version + "'");
        }
    }

    /**
     * Scans the install {@code root}: the runtime directory as one tree, every other file (the
     * manifest itself excepted), and each game math resource inside the jars.
     */
    public static SoftwareManifest build(Path root, Instant built, String version) {
        Path r = root.toAbsolutePath().normalize();
        if (!Files.isDirectory(r)) {
            throw new VerificationException("install root " + r + " is not a directory");
        }
        List<Component> out = new ArrayList<>();
        try {
            if (Files.isDirectory(r.resolve(RUNTIME_DIR), LinkOption.NOFOLLOW_LINKS)) {
                out.add(new Component(Component.Kind.TREE, RUNTIME_DIR, sha256(r, Component.Kind.TREE, RUNTIME_DIR)));
            }
            for (String name : files(r)) {
                out.add(new Component(Component.Kind.FILE, name, sha256(r, Component.Kind.FILE, name)));
                if (name.endsWith(".jar")) {
                    for (String res : mathResources(r.resolve(name))) {
                        String m = name + "!/" + res;
                        out.add(new Component(Component.Kind.MATH, m, sha256(r, Component.Kind.MATH, m)));
                    }
                }
            }
        } catch (IOException e) {
            throw new VerificationException("cannot read the install at " + r + ": " + IoReason.of(e), e);
        }
        return new SoftwareManifest(built, version, out);
    }

    /**
     * The files a manifest of {@code root} covers one by one: every regular file outside the
     * runtime directory except the manifest, '/'-separated, sorted. A symbolic link is refused
     * (it could point at unverified code).
     */
    static List<String> files(Path root) throws IOException {
        List<String> out = new ArrayList<>();
        Path runtime = root.resolve(RUNTIME_DIR);
        try (Stream<Path> s = Files.walk(root)) {
            for (Path p : (Iterable<Path>) s::iterator) {
                if (p.startsWith(runtime) || Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
                    continue;
                }
                String rel = ComponentBytes.relative(root, p);
                if (Files.isSymbolicLink(p)) {
                    throw new VerificationException("symbolic link " + rel + " in the install: every installed file"
                        + " must be a plain file");
                }
                if (!rel.equals(FILE_NAME)) {
                    out.add(rel);
                }
            }
        }
        out.sort(null);
        return out;
    }

    private static List<String> mathResources(Path jar) throws IOException {
        List<String> out = new ArrayList<>();
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            for (Enumeration<? extends ZipEntry> en = zip.entries(); en.hasMoreElements(); ) {
                ZipEntry e = en.nextElement();
                if (!e.isDirectory() && e.getName().startsWith(MATH_PREFIX) && e.getName().endsWith(MATH_SUFFIX)) {
                    out.add(e.getName());
                }
            }
        }
        out.sort(null);
        return out;
    }

    static String sha256(Path root, Component.Kind kind, String name) throws IOException {
        MessageDigest md = newSha256();
        ComponentBytes.feed(root, kind, name, md::update);
        return HexFormat.of().formatHex(md.digest());
    }

    static MessageDigest newSha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is not available in this JVM", e);
        }
    }

    // ------------------------------------------------------------------ text form

    /** The manifest's text, closing digest included. */
    public String text() {
        StringBuilder b = new StringBuilder();
        b.append(HEADER).append('\n');
        b.append("built ").append(built).append('\n');
        b.append("version ").append(version).append('\n');
        for (Component c : components) {
            b.append("component ").append(c.sha256()).append(' ').append(c.kind().label()).append(' ')
                .append(c.name()).append('\n');
        }
        return b + "end " + HexFormat.of().formatHex(newSha256().digest(b.toString().getBytes(StandardCharsets.UTF_8)))
            + "\n";
    }

    /**
     * A manifest with its signature, as read from an image.
     *
     * @param manifest       the manifest
     * @param keyFingerprint the fingerprint of the key the signature line names
     * @param signature      the Ed25519 signature
     * @param signed         the bytes signed: every line before the signature line
     */
    public record Signed(SoftwareManifest manifest, String keyFingerprint, byte[] signature, byte[] signed) {
        /** Checks the signature with {@code key}, the image's public key. */
        public void verify(SigningKey key, String source) {
            if (!key.fingerprint().equals(keyFingerprint)) {
                throw new VerificationException("software manifest " + source + " is signed by key SHA256:" + keyFingerprint
                    + ", not by this image's key SHA256:" + key.fingerprint());
            }
            if (!key.verifies(signed, signature)) {
                throw new VerificationException("software manifest " + source + ": its Ed25519 signature does not verify with"
                    + " key SHA256:" + key.fingerprint() + " (edited or re-made without the release key)");
            }
        }
    }

    /**
     * The signed text: {@link #text()} and the signature line with {@code signature}, the Ed25519 signature
     * of {@link #text()} made by the private half of {@code pub}. The signing itself is the build-side tool's
     * (docs/deploy.md "Key ceremony"): no tool of the board image signs.
     */
    public String signedText(SigningKey pub, byte[] signature) {
        String body = text();
        if (!pub.verifies(body.getBytes(StandardCharsets.US_ASCII), signature)) {
            throw new VerificationException("the private key does not belong to public key " + pub.name() + " (SHA256:"
                + pub.fingerprint() + ")");
        }
        return body + SIGNATURE + pub.fingerprint() + " " + Base64.getEncoder().encodeToString(signature) + "\n";
    }

    /**
     * Reads and checks a manifest: format, every line, the closing digest, that it is signed (the
     * signature itself is checked by {@link Signed#verify} with the image's key).
     *
     * @throws VerificationException "damaged software manifest" naming the file and line, "unsigned software
     *     manifest", or "no software manifest"
     */
    public static Signed read(Path file) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new VerificationException("no software manifest at " + file.toAbsolutePath());
        } catch (IOException e) {
            throw new VerificationException("cannot read the software manifest " + file + ": " + IoReason.of(e), e);
        }
        return parse(new String(bytes, StandardCharsets.ISO_8859_1), file.toString());
    }

    static Signed parse(String text, String source) {
        if (text.startsWith(UNSIGNED_HEADER + "\n")) {
            throw new VerificationException("unsigned software manifest " + source + " (format 1): only a manifest signed"
                + " with the release key is accepted (docs/deploy.md \"Key ceremony\")");
        }
        if (!text.startsWith(HEADER + "\n")) {
            throw damaged(source, "line 1 is not '" + HEADER + "'");
        }
        if (!text.endsWith("\n")) {
            throw damaged(source, "it does not end with a newline (truncated?)");
        }
        int cut = text.lastIndexOf('\n', text.length() - 2) + 1;
        String sigLine = text.substring(cut, text.length() - 1);
        if (!sigLine.startsWith(SIGNATURE)) {
            throw new VerificationException("unsigned software manifest " + source + ": its last line is not '"
                + SIGNATURE + "<key> <signature>' (made without the release key?)");
        }
        String[] f = sigLine.substring(SIGNATURE.length()).split(" ", -1);
        byte[] sig;
        try {
            sig = Base64.getDecoder().decode(f.length == 2 ? f[1] : "?");
        } catch (IllegalArgumentException e) {
            sig = null;
        }
        if (f.length != 2 || !f[0].matches("[0-9a-f]{64}") || sig == null) {
            throw damaged(source, "the signature line is not '" + SIGNATURE + "<sha256 of the key> <base64>'");
        }
        String body = text.substring(0, cut);
        return new Signed(parseBody(body, source), f[0], sig, body.getBytes(StandardCharsets.ISO_8859_1));
    }

    static SoftwareManifest parseBody(String text, String source) {
        if (!text.endsWith("\n")) {
            throw damaged(source, "it does not end with a newline (truncated?)");
        }
        String[] lines = text.substring(0, text.length() - 1).split("\n", -1);
        if (lines.length < 5 || !lines[0].equals(HEADER)) {
            throw damaged(source, "line 1 is not '" + HEADER + "'");
        }
        String last = lines[lines.length - 1];
        int bodyEnd = text.length() - last.length() - 1;
        String expected = HexFormat.of().formatHex(newSha256().digest(
            text.substring(0, bodyEnd).getBytes(StandardCharsets.ISO_8859_1)));
        if (!last.matches("end [0-9a-f]{64}")) {
            throw damaged(source, "the last line is not 'end <sha256>' (truncated?)");
        }
        if (!last.substring(4).equals(expected)) {
            throw damaged(source, "its closing digest does not match its contents (edited or corrupted)");
        }
        Instant built;
        try {
            built = Instant.parse(field(lines[1], "built", source, 2));
        } catch (DateTimeParseException e) {
            throw damaged(source, "line 2: 'built' is not an ISO-8601 instant");
        }
        String version = field(lines[2], "version", source, 3);
        List<Component> cs = new ArrayList<>();
        for (int i = 3; i < lines.length - 1; i++) {
            String[] f = lines[i].split(" ", -1);
            Component.Kind kind = f.length == 4 ? Component.Kind.ofLabel(f[2]) : null;
            if (f.length != 4 || !f[0].equals("component") || kind == null) {
                throw damaged(source, "line " + (i + 1) + " is not 'component <sha256> file|math|tree <name>'");
            }
            try {
                cs.add(new Component(kind, f[3], f[1]));
            } catch (VerificationException e) {
                throw damaged(source, "line " + (i + 1) + ": " + e.getMessage());
            }
        }
        try {
            return new SoftwareManifest(built, version, cs);
        } catch (VerificationException e) {
            throw damaged(source, e.getMessage());
        }
    }

    private static String field(String line, String name, String source, int lineNo) {
        if (!line.startsWith(name + " ") || line.length() == name.length() + 1) {
            throw damaged(source, "line " + lineNo + " is not '" + name + " <value>'");
        }
        return line.substring(name.length() + 1);
    }

    private static VerificationException damaged(String source, String why) {
        return new VerificationException("damaged software manifest " + source + ": " + why);
    }
}
