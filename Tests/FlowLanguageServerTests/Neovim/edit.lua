-- Driven by NeovimTests: Neovim's own LSP client against `flowc lsp`, headless.
-- Arguments come from the environment: FLOWC (the executable), RESULT (a file to write the outcome to).
local flowc = os.getenv("FLOWC")
local result_path = os.getenv("RESULT")
local log = {}

local function finish(ok, message)
  table.insert(log, (ok and "OK " or "FAIL ") .. message)
  local file = io.open(result_path, "w")
  file:write(table.concat(log, "\n") .. "\n")
  file:close()
  vim.cmd(ok and "qall!" or "cquit! 1")
end

local function check(condition, message)
  if not condition then finish(false, message) error(message) end
end

vim.cmd("edit App.flow.yaml")
local buffer = vim.api.nvim_get_current_buf()
local client = vim.lsp.start_client({ name = "flowc", cmd = { flowc, "lsp" }, root_dir = vim.fn.getcwd() })
check(client ~= nil, "the client did not start")
vim.lsp.buf_attach_client(buffer, client)
check(vim.wait(20000, function()
  local c = vim.lsp.get_client_by_id(client)
  return c ~= nil and c.initialized
end, 50), "flowc lsp did not initialize")

-- An edit that breaks a reference: `to: push detail` (line 10) becomes `push detial`.
vim.api.nvim_buf_set_lines(buffer, 9, 10, false, { "        to: push detial" })
local found
check(vim.wait(20000, function()
  for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do
    if diagnostic.message:find("did you mean 'detail'", 1, true) then
      found = diagnostic
      return true
    end
  end
  return false
end, 50), "no diagnostic for the broken reference")
table.insert(log, string.format("diagnostic %d:%d %s", found.lnum, found.col, found.message))
check(found.lnum == 9 and found.col == 12, "the diagnostic is not at line 9, column 12 (0-based)")

-- Mended, the finding goes.
vim.api.nvim_buf_set_lines(buffer, 9, 10, false, { "        to: push detail" })
check(vim.wait(20000, function() return #vim.diagnostic.get(buffer) == 0 end, 50), "the finding stayed")

-- Rename the screen `detail` at its key (line 12) and apply the workspace edit, as the client does.
vim.api.nvim_win_set_cursor(0, { 12, 3 })
local params = vim.lsp.util.make_position_params()
params.newName = "itemDetail"
local responses = vim.lsp.buf_request_sync(buffer, "textDocument/rename", params, 20000)
check(responses ~= nil, "no answer to rename")
for _, response in pairs(responses) do
  check(response.error == nil, "rename failed: " .. vim.inspect(response.error))
  vim.lsp.util.apply_workspace_edit(response.result, "utf-16")
end
vim.cmd("wall")

-- Rename the outcome `done` of Settings at its `on` key in App (line 20): the edit reaches the
-- other file, which the client loads, edits and writes.
vim.api.nvim_win_set_cursor(0, { 20, 7 })
params = vim.lsp.util.make_position_params()
params.newName = "finished"
responses = vim.lsp.buf_request_sync(buffer, "textDocument/rename", params, 20000)
check(responses ~= nil, "no answer to the rename of the outcome")
local files = 0
for _, response in pairs(responses) do
  check(response.error == nil, "the rename of the outcome failed: " .. vim.inspect(response.error))
  for _ in pairs(response.result.changes or {}) do files = files + 1 end
  vim.lsp.util.apply_workspace_edit(response.result, "utf-16")
end
check(files == 2, "the rename of the outcome edits " .. files .. " files, not 2")
vim.cmd("wall")
finish(true, "renamed")
